// Staff passwords are refused when they are common or a pattern (repeats, sequences, keyboard rows, words and dates):
// zxcvbn-ts with its common-password and keyboard lists, docs/DECISIONS.md.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { ERROR_CODE, MallError } from '../errors';

/** zxcvbn's score from 0 to 4; 3 is "safely unguessable" against an online attack and slow offline hashing. */
const MIN_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

/** Refuses (147) a password that is common, a repeat or a pattern, or made of the staff member's own login or name. */
export function checkStaffPassword(password: string, own: string[]): void {
  checker ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  if (checker.check(password, own).score < MIN_SCORE) throw new MallError(ERROR_CODE.passwordTooCommon);
}
