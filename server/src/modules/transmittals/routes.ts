import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { notFound } from '../../errors.ts';
import { idempotencyKeyHashOf } from '../../plugins/idempotency.ts';
import {
  approveTransmittalsBodySchema,
  createNewTransmittalQuerySchema,
  createTransmittalBodySchema,
  rejectTransmittalsBodySchema,
  TRANSMITTAL_MESSAGES,
  transmittalCountQuerySchema,
  transmittalDetailSchema,
  transmittalDetailsQuerySchema,
  transmittalHeaderSchema,
  transmittalPageQuerySchema,
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

const tags = ['Transmittals'];

export function registerTransmittalRoutes(app: AppInstance): void {
  app.get(
    '/api/Transmittals/CreateNewTransmittal',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: "The department's active employees, each with amount 0, for a new transmittal",
        querystring: createNewTransmittalQuerySchema,
        response: { 200: z.array(transmittalDetailSchema) },
      },
    },
    async (request) => newTransmittalLines(app.db, request.query.departmentId),
  );

  app.post(
    '/api/Transmittals',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary:
          'Save a Pending transmittal; amounts in pesos with at most 2 decimals; initiator from the session',
        body: createTransmittalBodySchema,
        response: { 200: transmittalHeaderSchema },
      },
    },
    async (request) =>
      createTransmittal(app.db, transmittalActor(request), request.body, idempotencyKeyHashOf(request)),
  );

  app.get(
    '/api/Transmittals/Count',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: 'How many transmittals are in a status (0 Pending, 1 Approved, 2 Rejected)',
        querystring: transmittalCountQuerySchema,
        response: { 200: z.number().int() },
      },
    },
    async (request) => countTransmittals(app.db, request.query.status),
  );

  app.get(
    '/api/Transmittals/GetTransmittalByStatus',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: 'One page of the transmittals in a status, newest first',
        querystring: transmittalPageQuerySchema,
        response: { 200: z.array(transmittalHeaderSchema) },
      },
    },
    async (request) => listTransmittals(app.db, request.query),
  );

  app.get(
    '/api/Transmittals/GetTransmittalDetailsByHeaderId',
    {
      config: { access: 'ANY' },
      schema: {
        tags,
        summary: 'The employees and amounts of a transmittal',
        querystring: transmittalDetailsQuerySchema,
        response: { 200: z.array(transmittalDetailSchema) },
      },
    },
    async (request) => {
      const id = request.query.transmittalHeaderId;
      if (!(await readHeader(app.db, id))) throw notFound(TRANSMITTAL_MESSAGES.notFound);
      return listTransmittalDetails(app.db, id);
    },
  );

  app.post(
    '/api/Transmittals/ApproveTransmittals',
    {
      config: { access: 'ENC' },
      schema: {
        tags,
        summary:
          "Approve Pending transmittals, crediting each employee's wallet, all or none; never one's own (403)",
        body: approveTransmittalsBodySchema,
        response: { 200: z.array(transmittalHeaderSchema) },
      },
    },
    async (request) => {
      const actor = transmittalActor(request);
      const ids = decisionIds(
        actor,
        request.body.map((item) => ({ id: item.id, actingUserId: item.approvedBy })),
      );
      return approveTransmittals(app.db, actor, ids, request.idempotencyClaim?.takenOver === true);
    },
  );

  app.post(
    '/api/Transmittals/RejectTransmittals',
    {
      config: { access: 'ENC' },
      schema: {
        tags,
        summary: 'Reject Pending transmittals, all or none',
        body: rejectTransmittalsBodySchema,
        response: { 200: z.array(transmittalHeaderSchema) },
      },
    },
    async (request) => {
      const actor = transmittalActor(request);
      const ids = decisionIds(
        actor,
        request.body.map((item) => ({ id: item.id, actingUserId: item.rejectedBy })),
      );
      return rejectTransmittals(app.db, actor, ids, request.idempotencyClaim?.takenOver === true);
    },
  );
}
