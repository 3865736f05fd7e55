import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getMenuRequestSchema, menuModelSchema, routes } from '@kw/contract';
import type { Db } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { registreerLezing, watVanPad } from '../toegang/toegang.service';
import { bouwMenu } from './menu.service';

export function registreerMenuRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    routes.menu.path,
    {
      preValidation: vereisToken(db),
      schema: { body: getMenuRequestSchema.nullish(), response: { 200: menuModelSchema } },
      config: { bearer: true },
    },
    async (request) => {
      const sessie = sessieVan(request);
      const menu = await bouwMenu(db, sessie, request.body?.kringloopwijzerId);
      const klwId = request.body?.kringloopwijzerId ?? sessie.klwId;
      // the menu shows the farm's name and the year's state: a read of its data, logged as the GET reads are
      // (the access-log hook sees GETs only); nothing for the farm's own participant
      if (klwId != null && menu.geselecteerdeKlw !== null) {
        await registreerLezing(db, { token: null, gebruikerId: sessie.gebruiker.id, klwId, wat: watVanPad(routes.menu.path)!, gedownload: false });
      }
      return menu;
    },
  );
}
