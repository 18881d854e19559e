import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { MESSAGES } from '@promptsmith/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/app-error';

/** OWASP Password Storage Cheat Sheet, argon2id option 2: m=19 MiB, t=2, p=1. */
// Algorithm is an ambient const enum, which verbatimModuleSyntax cannot read: 2 is Argon2id.
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a 500 that tells accounts apart.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Unknown accounts (and accounts without a password) still cost one argon2 verification, so
 * response time does not reveal whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches anything');
  await verifyPassword(await dummyHash, password);
  return false;
}

let common: Set<string> | undefined;

/** The zxcvbn-ts common-password list (~49k leaked passwords), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Length is checked by the contract schema; this adds the rule the browser cannot carry. */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(MESSAGES.passwordTooCommon, 'VALIDATION_FAILED');
}
