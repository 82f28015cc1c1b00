import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  UnknownRow,
} from 'kysely'

/** PostgreSQL returns timestamptz columns as Date objects; the app wants ISO strings on both engines. */
export class IsoDatesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map(toIsoDates) }
  }
}

function toIsoDates(row: UnknownRow): UnknownRow {
  const copy: UnknownRow = {}
  for (const [key, value] of Object.entries(row))
    copy[key] = value instanceof Date ? value.toISOString() : value
  return copy
}
