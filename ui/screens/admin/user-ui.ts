// What the generic screens know of a user (list columns, filters, schema) and the field
// definitions of the identity tab. Labels come from the `admin` i18n namespace.
import type { TFunction } from 'i18next';
import { type UserDto, userInputSchema } from '../../../service/domains/security/contract';
import type { EntityUi, FieldDef, FieldKind } from '../../entity/types';

export const userTabs = ['identity', 'rights'] as const;
export type UserTab = (typeof userTabs)[number];

export function asUserTab(value: string | undefined): UserTab {
  return userTabs.find((tab) => tab === value) ?? 'identity';
}

/** `/admin/user/:page/:userId`, the spec's route: `page` is the open tab. */
export function userPath(tab: UserTab, id: number | string): string {
  return `/admin/user/${tab}/${id}`;
}

export function userUi(t: TFunction<'admin'>): EntityUi<UserDto> {
  return {
    name: 'user-list',
    base: 'security/user',
    functionality: 'establishment_access_user_list',
    title: t('user.title'),
    itemTitle: (u) => u.login,
    listPath: '/admin/user-list',
    detailPath: (id) => userPath('identity', id),
    columns: [
      { key: 'login', title: t('user.field.login'), sortable: true, width: 180 },
      { key: 'name', title: t('user.field.name'), sortable: true },
      { key: 'email', title: t('user.field.email'), width: 260 },
      { key: 'isAdmin', title: t('user.column.isAdmin'), format: 'bool', width: 70 },
      { key: 'isSysteme', title: t('user.column.isSysteme'), format: 'bool', width: 80 },
      { key: 'isActive', title: t('user.column.isActive'), format: 'bool', sortable: true, width: 70 },
    ],
    filters: [
      { name: 'login', label: t('user.field.login'), kind: 'text' },
      { name: 'name', label: t('user.field.name'), kind: 'text' },
      { name: 'isActive', label: t('user.column.isActive'), kind: 'bool' },
    ],
    // The identity tab lays its fields out itself (userFields).
    fields: [],
    schema: userInputSchema,
    // A blank password keeps the current one: it is not sent.
    prepare: ({ password, ...values }) =>
      typeof password === 'string' && password !== '' ? { ...values, password } : values,
  };
}

export function userFields(t: TFunction<'admin'>) {
  const field = (name: string, kind: FieldKind, more: Partial<FieldDef> = {}): FieldDef => ({
    name,
    label: t(`user.field.${name}`),
    kind,
    ...more,
  });
  return {
    login: field('login', 'text', { required: true, maxLength: 100 }),
    name: field('name', 'text', { required: true, maxLength: 100 }),
    email: field('email', 'email', { maxLength: 254 }),
    password: field('password', 'password', { maxLength: 200 }),
    isAdmin: field('isAdmin', 'bool'),
    isSysteme: field('isSysteme', 'bool'),
    isTechnical: field('isTechnical', 'bool'),
    isActive: field('isActive', 'bool'),
    isTestAccount: field('isTestAccount', 'bool'),
    concurrentAccessCount: field('concurrentAccessCount', 'integer', { hint: t('user.concurrentHint') }),
    groupIds: field('groupIds', 'multiselect', { choices: 'availableGroup', choiceLabel: 'name', span: 2 }),
  } satisfies Record<string, FieldDef>;
}

export type UserFields = ReturnType<typeof userFields>;
