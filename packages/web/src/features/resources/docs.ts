import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ListInput } from '../../__generated__/graphql';

/** What every kit record has, whatever its area. */
export type BaseRecord = { id: string; updatedAt: string; active?: boolean };

type Id = string | number;

/**
 * An area's typed operations, as `pnpm run gen:resources` writes them (__generated__/resources):
 * the documents graphql-codegen types, and where each answer keeps the rows and the record. The
 * hooks infer every type from it, so a list row or a record is the area's own generated type.
 */
export type ResourceDocs<LQ, RQ, CM, Row extends BaseRecord, Rec extends BaseRecord, Input> = {
  list: TypedDocumentNode<LQ, { input?: ListInput | null | undefined }>;
  page: (d: LQ) => {
    rows: Row[];
    totalRegisters: number;
    totalEstimated?: boolean | null;
    startCursor?: string | null;
    endCursor?: string | null;
  };
  record: TypedDocumentNode<RQ, { id: Id }>;
  one: (d: RQ) => Rec | null | undefined;
  /** The record query's name, read again when its workflow ends. */
  recordQuery: string;
  create: TypedDocumentNode<CM, { input: Input }>;
  createdId: (d: CM) => string | null;
  update: TypedDocumentNode<unknown, { id: Id; input: Input }>;
  requestChange?: TypedDocumentNode<unknown, { id: Id; input: Input }>;
  setActive?: TypedDocumentNode<unknown, { id: Id; active: boolean }>;
  remove?: TypedDocumentNode<unknown, { id: Id }>;
};

type AnyDocs = ResourceDocs<unknown, unknown, unknown, never, never, unknown>;
/** What a list needs of an area's operations. */
export type ListDocs<LQ, Row extends BaseRecord> = Pick<
  ResourceDocs<LQ, unknown, unknown, Row, never, unknown>,
  'list' | 'page' | 'setActive'
>;
/** What reading one record needs. */
export type RecordDocs<RQ, Rec extends BaseRecord> = Pick<
  ResourceDocs<unknown, RQ, unknown, never, Rec, unknown>,
  'record' | 'one'
>;
/** What a form's writes need. */
export type WriteDocs<CM, Input> = Pick<
  ResourceDocs<unknown, unknown, CM, never, never, Input>,
  'create' | 'createdId' | 'update' | 'requestChange'
>;
/** The status toggle. */
export type ToggleDocs = Pick<AnyDocs, 'setActive'>;
/** The deletion. */
export type RemoveDocs = Pick<AnyDocs, 'remove'>;
