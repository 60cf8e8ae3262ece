import type { FastifyInstance } from 'fastify';
import {
  WRONG_CURRENT_PASSWORD,
  endpoints,
  passwordResetTexts,
  postcodeLookupTexts,
  signupTexts,
  type SendPdfType,
} from '@villa/shared/contract';
import { setUserPassword } from '../auth/accountPassword';
import { lockedMessage, reservePasswordCheck } from '../auth/throttle';
import { verifyPassword } from '../auth/passwords';
import { requireAuth } from '../auth/plugin';
import { HttpError, MESSAGES, errorsOf, idParam } from '../errors';
import { requireKnownCountry } from '../countries';
import { toTimestamp } from '../time';
import { agentProfile } from './agents';
import { findGuideById, findGuideFile, listGuides } from './guides';
import { acceptInvite, findOpenInvite } from './invites';
import { findOpenResetLink, resetPasswordByLink } from './passwordResetLinks';
import { mailPolicyOf } from '../mail/allowance';
import { queuePdfMail } from './pdfMail';
import { confirmationForPdf, NoConfirmationError } from '../booking/confirmationPdf';
import { findOwnBooking } from '../booking/record';
import { postcodeProviderOf } from './postcodes';
import type { PostcodeProvider } from './postcodes/provider';
import { QuoteNotBookableError, createQuoteSource, type QuoteSource } from './quotes';
import { bookingTexts, guidePath } from '@villa/shared/contract';
import { route } from '../web/endpointRoute';

export interface AgentOfficeOptions {
  postcodeProvider?: PostcodeProvider;
  quoteSource?: QuoteSource;
}

const notFound = (message: string = MESSAGES.notFound) => errorsOf(404, message);

const tooManyAttempts = (waitMs: number) =>
  new HttpError(
    429,
    { errors: [lockedMessage(waitMs)] },
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  );

const validationError = (field: string, error: string) =>
  new HttpError(422, { validationErrors: [{ field, error }] });

/**
 * The agent's office under /api: guides, sent quotes, bookings list, send-PDF, change
 * password, signup by invitation and its completion, postcode lookup and the password reset
 * link. Rules live in the modules beside this file; README.md states them.
 */
export async function agentOfficeRoutes(app: FastifyInstance, options: AgentOfficeOptions = {}) {
  const postcodes = options.postcodeProvider ?? postcodeProviderOf(app.services.config.postcodes);
  const quotes =
    options.quoteSource ?? createQuoteSource({ publicUrl: app.services.config.publicUrl });
  const calls = endpoints.agentOffice;
  const mailPolicy = mailPolicyOf(app.services.config.provider);

  // ---- Guides ----

  route(app, calls.guides, async () => ({ guides: await listGuides(app.services.db) }));

  route(app, calls.guideFile, async ({ params, reply }) => {
    const guide = await findGuideFile(app.services.db, params.updated, params.filename);
    if (!guide) throw notFound();
    const asciiName = guide.filename.replace(/[^\w.-]/g, '_');
    return reply
      .type(guide.content_type)
      .header(
        'content-disposition',
        `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(guide.filename)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(guide.content));
  });

  // ---- Quotes and bookings ----

  route(app, calls.quotesSent, async ({ request }) => {
    const { user } = requireAuth(request);
    return {
      quoteDetails: await quotes.sentQuotes(app.services.db, user.id, app.services.clock()),
    };
  });

  route(app, calls.bookings, async ({ request }) => {
    const { user } = requireAuth(request);
    return {
      bookings: await quotes.bookingsByStatus(app.services.db, user.id, app.services.clock()),
    };
  });

  // ---- Send a PDF by e-mail ----

  route(app, calls.sendPdf, async (call) => {
    const { params } = call;
    const { user } = requireAuth(call.request);
    // Property sheets have their own route in the villa API (/send-pdf/property/{id}).
    const type = params.type as SendPdfType;
    if (type !== 'quote' && type !== 'guide' && type !== 'booking') throw notFound();
    const body = call.body;
    const { db, clock } = app.services;
    const now = clock();
    const agent = await agentProfile(db, user.id);
    const base = {
      agent,
      recipientEmail: body.recipientEmail,
      recipientMessage: body.recipientMessage,
      ccApiUser: body.ccApiUser,
    };

    if (type === 'booking') {
      const booking = await findOwnBooking(db, params.typeId, user.id);
      const confirmation = await app.services.pdfs
        .run(user.id, () => confirmationForPdf(db, booking, user.id, now))
        .catch((err: unknown) => {
          if (err instanceof NoConfirmationError) throw errorsOf(409, err.message);
          throw err;
        });
      await queuePdfMail(
        db,
        {
          ...base,
          what: confirmation.what,
          subject: confirmation.subject,
          attachment: { filename: confirmation.filename, content: confirmation.pdf },
          price: { rows: confirmation.prices, terms: confirmation.paymentTerms },
        },
        now,
        mailPolicy,
      );
    } else if (type === 'guide') {
      const id = idParam(params.typeId);
      const guide = id === null ? null : await findGuideById(db, id);
      if (!guide) throw notFound();
      if (guide.send_to_customer !== 1) {
        throw errorsOf(403, 'This guide is for agents only and cannot be sent to customers.');
      }
      if (body.pdfFilePath && body.pdfFilePath !== guidePath(guide.updated, guide.filename)) {
        throw validationError('pdfFilePath', 'The PDF file does not belong to this guide');
      }
      await queuePdfMail(
        db,
        {
          ...base,
          what: `the "${guide.name}" guide`,
          subject: `${guide.name}${agent.company ? ` from ${agent.company}` : ''}`,
          attachment: { filename: guide.filename, content: Buffer.from(guide.content) },
        },
        now,
        mailPolicy,
      );
    } else {
      const quote = await app.services.pdfs
        .run(user.id, () => quotes.quoteForPdf(db, user.id, params.typeId, now))
        .catch((err: unknown) => {
          if (err instanceof QuoteNotBookableError) throw errorsOf(409, err.message);
          throw err;
        });
      if (!quote) throw notFound();
      // Booked, the customer is sent the booking's confirmation, not an offer of it again.
      if (quote.bookedAs) throw errorsOf(409, bookingTexts.quoteBookedAs(quote.bookedAs.bookRef));
      await db.transaction().execute(async (trx) => {
        const outboxId = await queuePdfMail(
          trx,
          {
            ...base,
            what: quote.what,
            subject: quote.subject,
            attachment: { filename: quote.filename, content: quote.pdf },
            price: { rows: quote.prices, terms: quote.paymentTerms },
          },
          now,
          mailPolicy,
        );
        await quotes.recordSent(trx, {
          bookRef: quote.bookRef,
          userId: user.id,
          recipientEmail: body.recipientEmail,
          recipientMessage: body.recipientMessage,
          outboxId,
          now,
        });
      });
    }
    return { queued: true };
  });

  // ---- Your account ----

  route(app, calls.changePassword, async ({ request, body }) => {
    const { user, session } = requireAuth(request);
    // The current password is a guess like a log-in's: counted before the check, on a counter
    // of its own (auth/throttle.ts), so a session cannot be used to try passwords quickly, and
    // a stranger's failed log-ins never stop the agent from changing the password.
    const check = await reservePasswordCheck(app.services.db, {
      email: user.email,
      now: app.services.clock(),
      limits: app.services.loginLimits,
    });
    if (check.kind === 'refused') throw tooManyAttempts(check.waitMs);
    if (!(await verifyPassword(body.password, user.password_hash))) {
      if (check.lockMsIfFailed > 0) throw tooManyAttempts(check.lockMsIfFailed);
      throw validationError('password', WRONG_CURRENT_PASSWORD);
    }
    // This session stays; every other session of the user ends.
    await setUserPassword(app.services.db, {
      userId: user.id,
      password: body.newPassword,
      now: app.services.clock(),
      keepSessionId: session.id,
    });
    return { changed: true };
  });

  // ---- Signup by invitation ----

  route(app, calls.invite, async ({ params }) => {
    const inviteId = idParam(params.agentInviteId);
    const invite =
      inviteId === null
        ? null
        : await findOpenInvite(app.services.db, {
            inviteId,
            token: params.token,
            now: app.services.clock(),
          });
    if (!invite) throw notFound(signupTexts.inviteNotFound);
    return {
      agentInvite: {
        email: invite.email,
        organisationName: invite.organisationName,
        expires: invite.expiresAt,
      },
    };
  });

  route(app, calls.signup, async (call) => {
    const inviteId = idParam(call.params.agentInviteId);
    if (inviteId === null) throw notFound(signupTexts.inviteNotFound);
    const body = call.body;
    const outcome = await acceptInvite(app.services.db, {
      inviteId,
      token: call.params.token,
      now: app.services.clock(),
      details: body,
    });
    if (outcome.kind === 'invalid') throw notFound(signupTexts.inviteNotFound);
    if (outcome.kind === 'emailTaken') throw errorsOf(409, signupTexts.emailTaken);
    return { signedUp: true, email: outcome.email };
  });

  // ---- Signup completion ----

  route(app, calls.signupCompleteInfo, async ({ request }) => {
    const { user } = requireAuth(request);
    if (user.signup_incomplete !== 1) throw notFound(signupTexts.completionNotFound);
    return {
      agent: {
        clientForename: user.forename ?? '',
        clientSurname: user.surname ?? '',
        clientCompName: user.company_name ?? '',
        email: user.email,
      },
      address: {
        address1: user.address1 ?? '',
        address2: user.address2 ?? '',
        addTown: user.town ?? '',
        addCounty: user.county ?? '',
        addPostcode: user.postcode ?? '',
        addCountryId: user.country_id,
      },
    };
  });

  route(app, calls.signupComplete, async ({ request, body }) => {
    const { user } = requireAuth(request);
    const { address } = body;
    const { db, clock } = app.services;
    await requireKnownCountry(db, address.addCountryId, 'address.addCountryId');
    const updated = await db
      .updateTable('users')
      .set({
        address1: address.address1,
        address2: address.address2 || null,
        town: address.addTown,
        county: address.addCounty || null,
        postcode: address.addPostcode.toUpperCase(),
        country_id: address.addCountryId,
        signup_incomplete: 0,
        updated_at: toTimestamp(clock()),
      })
      .where('id', '=', user.id)
      .where('signup_incomplete', '=', 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw notFound(signupTexts.completionNotFound);
    return { completed: true };
  });

  // ---- Postcode lookup ----

  route(app, calls.postcodeLookup, async ({ request, query }) => {
    const q = typeof query.q === 'string' ? query.q.trim() : '';
    if (!q) throw validationError('q', 'Postcode is required');
    if (q.length > 20) return { error: postcodeLookupTexts.invalid };
    let result;
    try {
      result = await postcodes.lookup(q);
    } catch (err) {
      request.log.warn({ err, provider: postcodes.name }, 'postcode lookup failed');
      return { error: postcodeLookupTexts.unavailable };
    }
    if (result.kind === 'invalid') return { error: postcodeLookupTexts.invalid };
    if (result.kind === 'notFound') return { error: postcodeLookupTexts.notFound };
    return { FullAddress: result.address };
  });

  // ---- Password reset by link ----

  type ResetParams = { apiUserId: string; token: string; apiUserPasswordResetId: string };
  const resetLink = (params: ResetParams) => {
    const userId = idParam(params.apiUserId);
    const resetId = idParam(params.apiUserPasswordResetId);
    return userId === null || resetId === null ? null : { userId, resetId, token: params.token };
  };

  route(app, calls.resetLink, async ({ params }) => {
    const link = resetLink(params);
    const found = link && (await findOpenResetLink(app.services.db, link, app.services.clock()));
    if (!found) throw notFound(passwordResetTexts.linkNotFound);
    return { passwordReset: { email: found.email } };
  });

  route(app, calls.resetPassword, async ({ params, body }) => {
    const link = resetLink(params);
    const done =
      link !== null &&
      (await resetPasswordByLink(app.services.db, link, body.password, app.services.clock()));
    if (!done) throw notFound(passwordResetTexts.updateFailed);
    return { reset: true };
  });
}
