// Pure rules of one investigator-network member (`network-member-{id}`): an admin adds, edits and
// removes members. The same fields again decide nothing.
import canonicalize from 'canonicalize';
import { ConflictError, NotFoundError } from '../../infra/http/errors.js';
import type { DirectoryEvent, NetworkMemberFields } from './events.js';

export type NetworkMember = { status: 'none' } | { status: 'listed' | 'removed'; fields: NetworkMemberFields };
export const initialMember: NetworkMember = { status: 'none' };

export type NetworkCommand =
  | { type: 'AddMember'; memberId: string; fields: NetworkMemberFields; now: string }
  | { type: 'UpdateMember'; memberId: string; fields: NetworkMemberFields; now: string }
  | { type: 'RemoveMember'; memberId: string; now: string };

export const NETWORK_MESSAGES = { notFound: 'Network member not found', exists: 'This network member already exists' } as const;

export function decide(command: NetworkCommand, state: NetworkMember): DirectoryEvent[] {
  switch (command.type) {
    case 'AddMember':
      if (state.status !== 'none') throw new ConflictError(NETWORK_MESSAGES.exists);
      return [{ type: 'NetworkMemberAdded', data: { ...command.fields, memberId: command.memberId, addedAt: command.now } }];
    case 'UpdateMember':
      if (state.status !== 'listed') throw new NotFoundError(NETWORK_MESSAGES.notFound);
      if (canonicalize(state.fields) === canonicalize(command.fields)) return []; // jsonb keeps no key order
      return [{ type: 'NetworkMemberUpdated', data: { ...command.fields, memberId: command.memberId, updatedAt: command.now } }];
    case 'RemoveMember':
      if (state.status !== 'listed') throw new NotFoundError(NETWORK_MESSAGES.notFound);
      return [{ type: 'NetworkMemberRemoved', data: { memberId: command.memberId, removedAt: command.now } }];
  }
}

export function evolve(state: NetworkMember, event: DirectoryEvent): NetworkMember {
  switch (event.type) {
    case 'NetworkMemberAdded':
    case 'NetworkMemberUpdated': {
      const { memberId: _m, ...rest } = event.data;
      const { addedAt: _a, updatedAt: _u, ...fields } = rest as typeof rest & { addedAt?: string; updatedAt?: string };
      return { status: 'listed', fields: fields as NetworkMemberFields };
    }
    case 'NetworkMemberRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
    default:
      return state;
  }
}
