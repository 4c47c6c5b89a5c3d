import { z } from 'zod';
import { isValidEmail, zId, zRequiredText } from '../../validation';
import type { MenuNode } from './menu';
import type { RightFlags, rightCodes } from './rights';

export const loginSchema = z.object({
  login: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  password: z.string({ error: 'REQUIRED' }).min(1, 'REQUIRED').max(200, 'TOO_LONG'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The signed-in user as the service sees it on every request. */
export interface SessionUser {
  readonly id: number;
  readonly login: string;
  readonly name: string;
  readonly isAdmin: boolean;
  readonly isSysteme: boolean;
  readonly isTechnical: boolean;
  /** The user's own rights apply rather than their groups'. */
  readonly hasSpecificRights: boolean;
}

/** The signed-in `user`, answered by sign-in and `security/user/current`. */
export interface CurrentUserDto {
  id: number;
  name: string;
  admin: boolean;
  systeme: boolean;
  menus: MenuNode[];
}

/**
 * `security/user/current/access`: what the screens guard with, read in one answer so the menu, the
 * page guards and the buttons agree. `rights` holds the functionalities the user may at least read
 * (a switched-off module's count as none, as the route guard counts them); `version` changes with
 * either part. Asked with the version the screen holds, it answers `{version}` alone when nothing changed.
 */
export interface CurrentAccessDto {
  version: string;
  user?: CurrentUserDto;
  rights?: Record<string, RightFlags>;
}

export const rightFlagsSchema = z.object({
  code: z.string().min(1, 'REQUIRED'),
  canSelect: z.boolean(),
  canWrite: z.boolean(),
  canDelete: z.boolean(),
  canExport: z.boolean(),
});

/** Body of `security/user/set_right/{userId}` and the `rights` of a group: one entry per functionality. */
export const rightsInputSchema = z.object({
  rights: z.array(rightFlagsSchema).max(2000),
});
export type RightsInput = z.infer<typeof rightsInputSchema>;

export interface RightItemDto {
  code: string;
  label: string;
  right: (typeof rightCodes)[number];
  canSelect: boolean;
  canWrite: boolean;
  canDelete: boolean;
  canExport: boolean;
}

/** `get_right`: the functionality list by area, each sub-functionality with its four flags. */
export interface RightAreaDto {
  code: string;
  label: string;
  subFunctionalities: RightItemDto[];
}

export const userInputSchema = z.object({
  id: z.number().int().min(0),
  login: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  name: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  email: z
    .string()
    .trim()
    .max(254, 'TOO_LONG')
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isValidEmail(v), 'INVALID_EMAIL'),
  /** Required for a new user; blank on an existing one keeps the current password. */
  password: z.string().max(200, 'TOO_LONG').nullish(),
  isAdmin: z.boolean().default(false),
  isSysteme: z.boolean().default(false),
  isTechnical: z.boolean().default(false),
  isActive: z.boolean().default(true),
  isTestAccount: z.boolean().default(false),
  concurrentAccessCount: z
    .number()
    .int('REQUIRED_INTEGER')
    .min(0, 'INVALID_NUMBER')
    .max(99, 'INVALID_NUMBER')
    .default(0),
  groupIds: z.array(z.number().int().positive()).max(100).default([]),
});
export type UserInput = z.infer<typeof userInputSchema> & { passwordHash?: string };

export interface UserDto {
  id: number;
  login: string;
  name: string;
  email: string | null;
  isAdmin: boolean;
  isSysteme: boolean;
  isTechnical: boolean;
  isActive: boolean;
  isTestAccount: boolean;
  concurrentAccessCount: number;
  hasSpecificRights: boolean;
  groupIds: number[];
  createdAt: string;
  updatedAt: string;
}

export const userCriteriaSchema = z.object({
  login: z.string().trim().max(100).optional(),
  name: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
});

export const groupInputSchema = z.object({
  id: z.number().int().min(0),
  name: z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  /** When given, replaces the group's rights. */
  rights: z.array(rightFlagsSchema).max(2000).optional(),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

export interface GroupDto {
  id: number;
  name: string;
  userCount: number;
  rights: RightAreaDto[];
  createdAt: string;
  updatedAt: string;
}

export const groupCriteriaSchema = z.object({ name: z.string().trim().max(100).optional() });

export const headerCustomNameInputSchema = z.object({
  id: zId(),
  headerId: z.int({ error: 'REQUIRED_INTEGER' }).positive({ error: 'REQUIRED_INTEGER' }),
  customName: zRequiredText(60),
});
export type HeaderCustomNameInput = z.infer<typeof headerCustomNameInputSchema>;
export const headerCustomNameCriteriaSchema = z.object({ customName: z.string().trim().max(60).optional() });
