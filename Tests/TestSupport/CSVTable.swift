// CSVTable.swift
//
// A strict, dependency-free RFC 4180 CSV reader for test suites.
//
//   file        = record *(line-break record) [line-break]
//   record      = field *(COMMA field)
//   field       = escaped / non-escaped
//   escaped     = DQUOTE *(any char except DQUOTE / 2DQUOTE) DQUOTE
//   non-escaped = *(any char except COMMA, DQUOTE, CR, LF)
//   line-break  = CRLF / LF      (RFC 4180 says CRLF; a bare LF is accepted too)
//
// * Commas, CR, LF and CRLF inside a quoted field are kept verbatim; `""` inside a
//   quoted field is one `"`.
// * A `"` inside an unquoted field, any character between a closing quote and the
//   next comma/line break, a bare CR outside quotes, and an unterminated quoted field
//   are errors.
// * Every record must have as many fields as the first record.
// * One final line break is optional and does not start a new record; an empty
//   input is zero records. (A blank line anywhere else is a record with one empty
//   field, so it only parses when the table has a single column.)
// * Spaces are part of fields (never trimmed). Unlike RFC 4180's TEXTDATA, any
//   non-ASCII or control character other than CR/LF is accepted in fields.
// * Errors carry the 1-based physical line number (line breaks inside quoted fields
//   count) where the problem was found; a field-count error points at the line where
//   the offending record starts, and an unterminated quote at the line where the
//   quoted field starts.

/// An RFC 4180 reader.
public enum CSVTable {
  /// Parses RFC 4180 CSV text into records of fields.
  public static func parse(_ text: String) throws -> [[String]] {
    let bytes = Array(text.utf8)
    let count = bytes.count
    let quote = UInt8(ascii: "\"")
    let comma = UInt8(ascii: ",")
    let cr = UInt8(ascii: "\r")
    let lf = UInt8(ascii: "\n")

    var records: [[String]] = []
    var record: [String] = []
    var field: [UInt8] = []
    var line = 1
    var recordStartLine = 1
    var i = 0

    if count == 0 { return [] }

    func endRecord() throws {
      if let expected = records.first?.count, record.count != expected {
        throw TextFormatError(
          line: recordStartLine,
          reason: "record has \(record.count) field(s) but the first record has \(expected)")
      }
      records.append(record)
      record = []
    }

    while true {
      // One field starts at i.
      field.removeAll(keepingCapacity: true)
      if i < count, bytes[i] == quote {
        let quoteLine = line
        i += 1
        var closed = false
        while i < count {
          let b = bytes[i]
          if b == quote {
            if i + 1 < count, bytes[i + 1] == quote {
              field.append(quote)
              i += 2
            } else {
              i += 1
              closed = true
              break
            }
          } else {
            if b == lf { line += 1 }
            field.append(b)
            i += 1
          }
        }
        if !closed {
          throw TextFormatError(
            line: quoteLine, reason: "quoted field is not closed before the end of input")
        }
        if i < count {
          let b = bytes[i]
          let atBreak = b == comma || b == lf || (b == cr && i + 1 < count && bytes[i + 1] == lf)
          if !atBreak {
            throw TextFormatError(
              line: line,
              reason: "unexpected character after closing quote (expected a comma or line break)")
          }
        }
      } else {
        while i < count {
          let b = bytes[i]
          if b == comma || b == lf { break }
          if b == cr {
            if i + 1 < count, bytes[i + 1] == lf { break }
            throw TextFormatError(line: line, reason: "bare CR outside a quoted field")
          }
          if b == quote {
            throw TextFormatError(line: line, reason: "double quote inside an unquoted field")
          }
          field.append(b)
          i += 1
        }
      }
      record.append(String(decoding: field, as: UTF8.self))

      // After the field: end of input, comma, or line break.
      if i >= count {
        try endRecord()
        return records
      }
      if bytes[i] == comma {
        i += 1
        continue  // next field (possibly empty, even at end of input)
      }
      // Line break: LF or CRLF.
      i += bytes[i] == cr ? 2 : 1
      line += 1
      try endRecord()
      recordStartLine = line
      if i >= count { return records }  // optional final line break
    }
  }
}
