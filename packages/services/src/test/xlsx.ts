import ExcelJS from 'exceljs';

/** The first sheet of the xlsx file an answer carries (a download, an export, an error report). */
export async function sheetOf(res: { rawPayload: Buffer }) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/** A row's cell values from the first column on (exceljs keeps index 0 empty); row 1 is the header. */
export const cellsOf = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as unknown[]).slice(1);
