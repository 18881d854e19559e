/**
 * A schema stated in the prompt, in any of the forms people write one: CREATE TABLE, a
 * `table(col, col)` line, "the orders table has columns id, customer_id, amount", "tabla pedidos
 * con columnas id, cliente", "Tabelle kunden mit Spalten id, name". The tables are then given:
 * asking to paste the schema, or saying the names are missing, contradicts the prompt.
 */

/** The shapes the query prompts already recognised: DDL, "tables:", "users(id, name, …)". */
const DDL =
  /create table|\btables?\s*:|\b(?:schema|esquema|schéma)\s*:|\(\s*\w+\s+(?:int|integer|text|varchar|serial|bigint|date|numeric|uuid)\b|\b\w+\s*\(\s*\w+\s*,\s*\w+/im;

/** "columns id, name", "with fields a, b", "colonnes : id, nom", "Spalten id, name": a column list. */
const COLUMN_LIST =
  /(?<![\p{L}])(?:columns?|fields?|columnas?|campos?|colonnes?|champs?|spalten?|felder|colonn[ae]|campi|colunas?)\s*(?:are\s+|:\s*|=\s*)?[`"']?[\p{L}_][\p{L}\p{N}_]*[`"']?\s*,\s*[`"']?[\p{L}_][\p{L}\p{N}_]*/iu;

/** "orders.customer_id", "u.email": a table and a column named together. */
const QUALIFIED = /\b[a-z_]{2,}\.[a-z_]{2,}\b/;

export function statesSchema(text: string): boolean {
  return DDL.test(text) || COLUMN_LIST.test(text) || QUALIFIED.test(text);
}
