import type { AppInstance } from '../../app-instance.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { notFound } from '../../errors.ts';
import { idempotencyKeyHashOf } from '../../plugins/idempotency.ts';
import {
  TRANSMITTAL_MESSAGES,
  transmittalEndpoints as endpoints,
} from '../../../../core/api/transmittals.ts';
import { transmittalActor } from './transmittal-actor.ts';
import { createTransmittal, newTransmittalLines } from './create-transmittal.ts';
import {
  countTransmittals,
  listTransmittalDetails,
  listTransmittals,
  readHeader,
} from './transmittal-answers.ts';
import { decisionIds, rejectTransmittals } from './decide-transmittals.ts';
import { approveTransmittals } from './approve-transmittals.ts';

export function registerTransmittalRoutes(app: AppInstance): void {
  registerEndpoint(app, endpoints.newLines, async (request) =>
    newTransmittalLines(app.db, request.query.departmentId),
  );

  registerEndpoint(app, endpoints.create, async (request) =>
    createTransmittal(app.db, transmittalActor(request), request.body, idempotencyKeyHashOf(request)),
  );

  registerEndpoint(app, endpoints.count, async (request) => countTransmittals(app.db, request.query.status));

  registerEndpoint(app, endpoints.listByStatus, async (request) => listTransmittals(app.db, request.query));

  registerEndpoint(app, endpoints.details, async (request) => {
    const id = request.query.transmittalHeaderId;
    if (!(await readHeader(app.db, id))) throw notFound(TRANSMITTAL_MESSAGES.notFound);
    return listTransmittalDetails(app.db, id);
  });

  registerEndpoint(app, endpoints.approve, async (request) => {
    const actor = transmittalActor(request);
    const ids = decisionIds(
      actor,
      request.body.map((item) => ({ id: item.id, actingUserId: item.approvedBy })),
    );
    return approveTransmittals(app.db, actor, ids, request.idempotencyClaim?.takenOver === true);
  });

  registerEndpoint(app, endpoints.reject, async (request) => {
    const actor = transmittalActor(request);
    const ids = decisionIds(
      actor,
      request.body.map((item) => ({ id: item.id, actingUserId: item.rejectedBy })),
    );
    // An id listed twice keeps its last reason; the schema has made each one required and trimmed.
    const reasons = new Map(request.body.map((item) => [item.id, item.reason]));
    return rejectTransmittals(app.db, actor, ids, reasons, request.idempotencyClaim?.takenOver === true);
  });
}
