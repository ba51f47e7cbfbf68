#if Postgres
import SiteData
import Testing
@testable import SiteDataPostgres

@Suite struct PostgresTextTests {
    @Test(arguments: [
        ("1.5", "1.5"), ("5.0", "5"), ("-120.0", "-120"), ("1e-05", "0.00001"), ("1.2e+16", "12000000000000000"),
        ("1e+16", "10000000000000000"), ("-2.5e-07", "-0.00000025"), ("0.0", "0"), ("-0.0", "0"), ("nan", "nan"),
        ("29.8884", "29.8884"), ("123.456e1", "1234.56"),
    ])
    func plainDecimal(spelled: String, plain: String) {
        #expect(PlainDecimal.text(spelled) == plain)
    }

    @Test(arguments: [
        (Int64(0), "2000-01-01T00:00:00Z"), (Int64(-1), "1999-12-31T23:59:59.999999Z"),
        (Int64(824_049_000_000_000), "2026-02-10T14:30:00Z"), (Int64(824_049_000_120_000), "2026-02-10T14:30:00.12Z"),
    ])
    func timestamps(micros: Int64, text: String) {
        #expect(PostgresText.timestamp(microsecondsSince2000: micros) == text)
    }
}
#endif
