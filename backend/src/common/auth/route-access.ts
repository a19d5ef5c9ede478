import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { DiscoveryService, Reflector } from '@nestjs/core';
import { ACCESS_METADATA, type AccessRule } from './access.decorators.js';

export interface RouteAccess {
  route: string;
  rule: AccessRule | undefined;
}

/** Every controller route of the running app with its declared access rule (undefined = none). */
export function listRouteAccess(discovery: DiscoveryService, reflector: Reflector): RouteAccess[] {
  const routes: RouteAccess[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!controller) continue;
    const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const rule = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_METADATA, [handler, controller]);
      const fullPath = `/${[base, path].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
      routes.push({ route: `${method} ${fullPath}`, rule });
    }
  }
  return routes;
}
