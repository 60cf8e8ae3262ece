import { useState } from 'react';
import { Link, useNavigate } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useQuery, useQueryClient } from '@villa/shared/query';
import { Alert, Spinner } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { refusedWrite, writeFailed } from './submitVilla';
import { createVilla, villaKeys, villaOptionsQuery } from './villaApi';
import { blankVillaValues, toVillaInput } from './villaFormValues';
import { VillaForm } from './VillaForm';
import '../office.css';

const t = officeTexts.villaForm;

/** /office/villas/new: a villa written from nothing; it starts as a draft. */
export default function NewVillaPage() {
  const options = useQuery(villaOptionsQuery());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // One object for the form's life: a new one would start the form again.
  const [initialValues] = useState(blankVillaValues);

  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      const { villa } = await createVilla(toVillaInput(values));
      await Promise.all(
        villaKeys(String(villa.id)).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      void navigate(paths.officeVilla(villa.id));
      return undefined;
    } catch (error) {
      return refusedWrite(error, writeFailed);
    }
  };

  return (
    <>
      <p className="office-back">
        <Link to={paths.officeVillas()}>{officeTexts.villa.backToList}</Link>
      </p>
      <div className="page-heading">
        <h1>{t.newHeading}</h1>
        <p>{t.newIntro}</p>
      </div>
      {options.isPending ? <Spinner label={t.optionsLoading} /> : null}
      {options.isError ? (
        <Alert variant="danger" live>
          <p>{t.optionsFailed}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void options.refetch()}
          >
            {officeTexts.villas.retry}
          </button>
        </Alert>
      ) : null}
      {options.data ? (
        <VillaForm
          options={options.data}
          initialValues={initialValues}
          onSubmit={onSubmit}
          submitLabel={t.create}
          submittingLabel={t.creating}
          actions={
            <Link className="button" to={paths.officeVillas()}>
              {t.cancel}
            </Link>
          }
        />
      ) : null}
    </>
  );
}
