import { Injectable, RequestMethod, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper';
import type { AccountRole } from '@ledgerline/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import { INSTALLATION, policyOf, type RolePolicy } from '../roles/account-role.policy';
import { ACCOUNT_ROLE_POLICY } from '../roles/requires-account-role.decorator';

/** createApp's `setGlobalPrefix` (Nest keeps it out of reach of providers); the spec checks it against Express. */
const GLOBAL_PREFIX = 'api';

export type Access = 'public' | 'signed-in' | 'installation-admin';

/** One zod schema a route's pipes validate: the whole body or query, or one named param or query field. */
export interface RouteInput {
  in: 'body' | 'query' | 'path';
  /** The field's name, or null for the whole body or query object. */
  name: string | null;
  schema: z.ZodType | null;
}

/** A registered route as Nest mounted it, with what its decorators say about input, access and success. */
export interface CatalogueRoute {
  method: string;
  /** Express syntax, as mounted: `/api/entities/:id`. */
  path: string;
  module: string;
  controller: string;
  handler: string;
  inputs: RouteInput[];
  uploadsFile: boolean;
  access: Access;
  /** The least account role the global AccountRoleGuard lets through; null for the installation's admin routes. */
  accountRole: AccountRole | null;
  successStatus: number;
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

const join = (...parts: string[]): string =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [String(value ?? '')];

// The pipe keeps its schema private; reading it here keeps the pipe the single place a route names its schema.
const pipeFields = (pipe: ZodValidationPipe<z.ZodType>) =>
  pipe as unknown as { schema: z.ZodType; what: 'body' | 'query' | 'param' };

const zodSchemaOf = (pipes: unknown[] = []): z.ZodType | null => {
  const pipe = pipes.find((candidate) => candidate instanceof ZodValidationPipe);
  return pipe ? pipeFields(pipe).schema : null;
};

/** A guard that validates the body itself (LoginGuard, before passport reads it) holds its pipe as a field. */
function guardBodies(guards: unknown[], wrapper: InstanceWrapper): RouteInput[] {
  return guards.flatMap((guard) => {
    const instance: unknown =
      typeof guard === 'function' ? wrapper.host?.injectables.get(guard as Type)?.instance : guard;
    if (!instance || typeof instance !== 'object') return [];
    return Object.values(instance)
      .filter((field): field is ZodValidationPipe<z.ZodType> => field instanceof ZodValidationPipe)
      .filter((pipe) => pipeFields(pipe).what === 'body')
      .map((pipe) => ({ in: 'body' as const, name: null, schema: pipeFields(pipe).schema }));
  });
}

function accountRoleOf(method: string, path: string, declared: RolePolicy | undefined): AccountRole | null {
  const policy = declared ?? policyOf(method, path);
  return policy === INSTALLATION ? null : policy.role;
}

const INPUT_KINDS: Partial<Record<RouteParamtypes, RouteInput['in']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'path',
};

function inputsOf(args: Record<string, RouteArg>): { inputs: RouteInput[]; uploadsFile: boolean } {
  const inputs: RouteInput[] = [];
  let uploadsFile = false;
  for (const [key, arg] of Object.entries(args)) {
    const type = Number(key.split(':')[0]) as RouteParamtypes;
    if (type === RouteParamtypes.FILE || type === RouteParamtypes.FILES) uploadsFile = true;
    const kind = INPUT_KINDS[type];
    if (!kind) continue;
    const name = typeof arg.data === 'string' ? arg.data : null;
    inputs.push({ in: kind, name, schema: zodSchemaOf(arg.pipes) });
  }
  return { inputs, uploadsFile };
}

// Guards are named for what they require; a guard that signs the caller in (LoginGuard) leaves a route public.
function accessOf(guards: unknown[]): Access {
  const names = guards.map((guard) => (typeof guard === 'function' ? guard.name : guard?.constructor?.name));
  if (names.some((name) => name === 'AdminGuard')) return 'installation-admin';
  if (names.some((name) => name && !/^Login/.test(name))) return 'signed-in';
  return 'public';
}

/** Every route of every controller the application holds, read from Nest's own route metadata at run time. */
@Injectable()
export class RouteCatalogue {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  routes(): CatalogueRoute[] {
    const routes: CatalogueRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller));
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[]) ?? [];
      const module = wrapper.host?.metatype?.name ?? 'AppModule';
      for (const handlerName of this.scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[handlerName] as object;
        const handlerPath = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (handlerPath === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) ?? {}) as Record<
          string,
          RouteArg
        >;
        const guards = [
          ...classGuards,
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? []),
        ];
        const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
        const declared = (Reflect.getMetadata(ACCOUNT_ROLE_POLICY, handler) ??
          Reflect.getMetadata(ACCOUNT_ROLE_POLICY, controller)) as RolePolicy | undefined;
        const { inputs, uploadsFile } = inputsOf(args);
        inputs.push(...guardBodies(guards, wrapper));
        for (const controllerPath of controllerPaths)
          for (const methodPath of asList(handlerPath)) {
            const path = join(GLOBAL_PREFIX, controllerPath, methodPath);
            routes.push({
              method: method.toLowerCase(),
              path,
              module: module.replace(/Module$/, ''),
              controller: controller.name.replace(/Controller$/, ''),
              handler: handlerName,
              inputs,
              uploadsFile,
              access: accessOf(guards),
              accountRole: accountRoleOf(method, path, declared),
              successStatus: code ?? (method === 'POST' ? 201 : 200),
            });
          }
      }
    }
    return routes;
  }
}
