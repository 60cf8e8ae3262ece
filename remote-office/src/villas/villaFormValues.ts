import {
  OFFICE_VILLA_DEFAULTS,
  officeVillaFieldsOf,
  villaFieldChanges,
  type OfficeVilla,
  type OfficeVillaInput,
  type OfficeVillaPatch,
} from '@villa/shared/contract';

/*
 * The villa form keeps what people type (a number field holds its text until it is a number),
 * and hands the contract's one schema the villa as the API takes it: the same check on the
 * screen as on the server, and the same comparison for the PATCH as for the audit log.
 */

/** The form's values: the API's shape, with numbers possibly still as typed. */
export type VillaFormValues = Record<string, unknown>;

/** A number field's text as the API takes it: a number, empty as `empty`, other text as is. */
function numberOf(value: unknown, empty: null | undefined): unknown {
  if (typeof value === 'number') return value;
  if (value === undefined || value === null) return empty;
  const text = String(value).trim();
  if (text === '') return empty;
  // Anything else stays text, so the schema answers it with the field's own message.
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

const COUNT_FIELDS = [
  'maxOccupancy',
  'bathrooms',
  'additionalBathrooms',
  'king',
  'queen',
  'double_full',
  'single',
  'ensuite',
  'sqft',
  'floors',
] as const;

type Room = { name?: unknown; description?: unknown; ensuite?: unknown; floor?: unknown };
type Testimonial = Record<string, unknown>;

const roomsOf = (rooms: unknown) =>
  ((rooms as Room[] | undefined) ?? []).map((room) => ({
    name: room.name ?? '',
    description: room.description ?? '',
    ensuite: Boolean(room.ensuite),
    floor: numberOf(room.floor, undefined),
  }));

/** The form's values as the API takes a whole villa (POST, and the check of the form). */
export function toVillaInput(values: VillaFormValues): OfficeVillaInput {
  const counts = (values.counts ?? {}) as Record<string, unknown>;
  const bedBath = (values.bedBath ?? {}) as { bedrooms?: unknown; bathrooms?: unknown };
  const community = values.community as { comId?: unknown } | undefined;
  return {
    villaCode: values.villaCode ?? '',
    villaName: values.villaName ?? '',
    propertyTypeName: values.propertyTypeName,
    bedrooms: numberOf(values.bedrooms, undefined),
    community: { comId: community?.comId },
    counts: Object.fromEntries(COUNT_FIELDS.map((k) => [k, numberOf(counts[k], undefined)])),
    bedBath: { bedrooms: roomsOf(bedBath.bedrooms), bathrooms: roomsOf(bedBath.bathrooms) },
    features: ((values.features as { code: string }[] | undefined) ?? []).map((f) => ({
      code: f.code,
    })),
    descriptions: { ...OFFICE_VILLA_DEFAULTS.descriptions, ...(values.descriptions as object) },
    testimonials: ((values.testimonials as Testimonial[] | undefined) ?? []).map((t) => ({
      headline: t.headline ?? '',
      testimonial: t.testimonial ?? '',
      displayName: t.displayName ?? '',
      stayed: t.stayed ?? '',
      rating: numberOf(t.rating, undefined),
      response: typeof t.response === 'string' && t.response.trim() !== '' ? t.response : null,
    })),
    highlight: values.highlight ?? null,
    lat: numberOf(values.lat, null),
    lon: numberOf(values.lon, null),
    privatePool: Boolean(values.privatePool),
    commissionRate: numberOf(values.commissionRate, undefined),
    depositPercent: numberOf(values.depositPercent, undefined),
    balanceDueDays: numberOf(values.balanceDueDays, undefined),
    poolHeatingPerNight: numberOf(values.poolHeatingPerNight, null),
  } as OfficeVillaInput;
}

/** A new villa's form: the contract's defaults, the required fields empty. */
export function blankVillaValues(): VillaFormValues {
  const d = OFFICE_VILLA_DEFAULTS;
  return {
    villaCode: '',
    villaName: '',
    propertyTypeName: d.propertyTypeName,
    counts: { ...d.counts },
    bedBath: { bedrooms: [], bathrooms: [] },
    features: [],
    descriptions: { ...d.descriptions },
    testimonials: [],
    highlight: d.highlight,
    lat: d.lat,
    lon: d.lon,
    privatePool: d.privatePool,
    commissionRate: d.commissionRate,
    depositPercent: d.depositPercent,
    balanceDueDays: d.balanceDueDays,
    poolHeatingPerNight: d.poolHeatingPerNight,
  };
}

/** A villa's fields as the form edits them (its status has its own control). */
export function villaFormValuesOf(villa: OfficeVilla): VillaFormValues {
  const { status: _status, ...fields } = officeVillaFieldsOf(villa);
  return fields;
}

/**
 * The PATCH of an edit: only what differs from the villa as read, counts and descriptions
 * field by field (villaFieldChanges, the comparison the audit log keeps). Null when nothing does.
 * `parsed` is the schema's output of the form (trimmed, the code in capitals).
 */
export function villaPatchOf(
  villa: OfficeVilla,
  parsed: Record<string, unknown>,
): OfficeVillaPatch | null {
  const { status: _status, ...after } = parsed;
  const { after: changed } = villaFieldChanges(villaFormValuesOf(villa), after);
  return Object.keys(changed).length ? (changed as OfficeVillaPatch) : null;
}
