/** One line of a job's execution log, as the event detail (operation 6) returns it. */
import type {
  ActivityProvider,
  ExecutionDetail,
  ExecutionDetailSource,
  ExecutionDetailStatus,
} from 'notif-api-contract';
import { defined } from './values.js';

export interface ExecutionDetailFields {
  id: string;
  createdAt: string;
  status: ExecutionDetailStatus;
  source: ExecutionDetailSource;
  detail: string;
  providerId?: ActivityProvider | undefined;
  /** What the provider answered, kept as JSON text. */
  raw?: unknown;
}

export function executionDetail(fields: ExecutionDetailFields): ExecutionDetail {
  return defined<ExecutionDetail>({
    _id: fields.id,
    createdAt: fields.createdAt,
    status: fields.status,
    detail: fields.detail,
    isRetry: false,
    isTest: false,
    providerId: fields.providerId,
    raw: fields.raw === undefined ? null : JSON.stringify(fields.raw),
    source: fields.source,
  });
}
