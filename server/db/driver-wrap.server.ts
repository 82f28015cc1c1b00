import type { Dialect, Driver } from 'kysely'

/** The dialect with its driver replaced by `wrap(driver)`; everything else is the dialect's own. */
export function wrapDriver(dialect: Dialect, wrap: (driver: Driver) => Driver): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => wrap(dialect.createDriver()),
  }
}

/** Every method of `driver` as it is, for a wrapper to override some of them. */
export function passThrough(driver: Driver): Driver {
  return {
    savepoint: driver.savepoint?.bind(driver),
    rollbackToSavepoint: driver.rollbackToSavepoint?.bind(driver),
    releaseSavepoint: driver.releaseSavepoint?.bind(driver),
    init: () => driver.init(),
    destroy: () => driver.destroy(),
    acquireConnection: () => driver.acquireConnection(),
    releaseConnection: (connection) => driver.releaseConnection(connection),
    beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
  }
}
