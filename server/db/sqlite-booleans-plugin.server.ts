import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type UnknownRow,
  type ValueNode,
} from 'kysely'

const toSqlite = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value)

class BooleansToIntegers extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toSqlite(node.value) }
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqlite) }
  }
}

/** SQLite has no boolean type and better-sqlite3 refuses to bind one: store true/false as 1/0. */
export class SqliteBooleansPlugin implements KyselyPlugin {
  readonly #transformer = new BooleansToIntegers()

  transformQuery(args: PluginTransformQueryArgs) {
    return this.#transformer.transformNode(args.node)
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}
