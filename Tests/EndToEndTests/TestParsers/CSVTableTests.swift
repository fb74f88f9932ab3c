import TestSupport
import Testing

@Suite struct CSVTableTests {
  @Test func quotedCommasAndQuotesRoundTrip() throws {
    let text = "city,quote\r\n\"Washington, D.C.\",\"Say \"\"hi\"\"\"\r\n"
    let rows = try CSVTable.parse(text)
    #expect(rows == [["city", "quote"], ["Washington, D.C.", #"Say "hi""#]])
  }

  @Test func emptyFields() throws {
    #expect(
      try CSVTable.parse("a,,c\n,,\n\"\",x,\n") == [["a", "", "c"], ["", "", ""], ["", "x", ""]])
  }

  @Test func trailingNewlineIsOptional() throws {
    let expected = [["a", "b"], ["1", "2"]]
    #expect(try CSVTable.parse("a,b\n1,2") == expected)
    #expect(try CSVTable.parse("a,b\n1,2\n") == expected)
    #expect(try CSVTable.parse("a,b\r\n1,2\r\n") == expected)
    #expect(try CSVTable.parse("a,b\r\n1,2\n") == expected)
  }

  @Test func emptyInputHasNoRecords() throws {
    #expect(try CSVTable.parse("") == [])
  }

  @Test func lineBreaksInsideQuotesAreKept() throws {
    let rows = try CSVTable.parse("id,note\n1,\"line one\nline two\"\n2,\"crlf\r\ninside\"\r\n")
    #expect(rows == [["id", "note"], ["1", "line one\nline two"], ["2", "crlf\r\ninside"]])
  }

  @Test func spacesAndUnicodeArePartOfFields() throws {
    #expect(
      try CSVTable.parse(" a , b \nZ\u{FC}rich,\u{1F600}\n") == [
        [" a ", " b "], ["Z\u{FC}rich", "\u{1F600}"],
      ])
  }

  @Test func singleColumnWithBlankLine() throws {
    #expect(try CSVTable.parse("a\n\nb\n") == [["a"], [""], ["b"]])
  }

  @Test func quoteInsideUnquotedFieldIsAnError() {
    #expect(throws: TextFormatError(line: 2, reason: "double quote inside an unquoted field")) {
      try CSVTable.parse("a,b\nx,say \"hi\"\n")
    }
  }

  @Test func strayCharactersAfterClosingQuote() {
    #expect(
      throws: TextFormatError(
        line: 1, reason: "unexpected character after closing quote (expected a comma or line break)"
      )
    ) {
      try CSVTable.parse("\"Washington\" D.C.,x\n")
    }
  }

  @Test func unterminatedQuoteReportsItsStartLine() {
    #expect(
      throws: TextFormatError(line: 2, reason: "quoted field is not closed before the end of input")
    ) {
      try CSVTable.parse("a,b\n1,\"open\nstill open\n")
    }
  }

  @Test func fieldCountMismatch() {
    #expect(
      throws: TextFormatError(line: 3, reason: "record has 3 field(s) but the first record has 2")
    ) {
      try CSVTable.parse("a,b\n1,2\n1,2,3\n")
    }
    #expect(
      throws: TextFormatError(line: 4, reason: "record has 1 field(s) but the first record has 2")
    ) {
      try CSVTable.parse("a,b\n1,\"multi\nline\"\n3\n")
    }
  }

  @Test func extraBlankLineAtEndIsARecord() {
    #expect(
      throws: TextFormatError(line: 2, reason: "record has 1 field(s) but the first record has 2")
    ) {
      try CSVTable.parse("a,b\n\n")
    }
  }

  @Test func bareCarriageReturnOutsideQuotes() {
    #expect(throws: TextFormatError(line: 1, reason: "bare CR outside a quoted field")) {
      try CSVTable.parse("a\rb,c\n")
    }
  }

  @Test func errorDescription() {
    #expect(TextFormatError(line: 7, reason: "bad").description == "line 7: bad")
  }
}
