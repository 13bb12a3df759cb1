import SnapLayoutDiagnostics
import Testing

/// Explain text and SVG compared byte for byte with the files under `Golden/` (see `Golden` for
/// how to regenerate them).
struct GoldenTests {
    @Test(arguments: ["conflict", "profile-card", "spacer-guides"])
    func explainTextOfAnExample(name: String) throws {
        let why = name == "profile-card" ? ["name"] : []
        Golden.check(try TestDocuments.example("\(name).json").explanation(why: why).text, "\(name).explain.txt")
    }

    @Test func explainTextOfAnAmbiguousLayout() throws {
        Golden.check(try TestDocuments.diagnose(ExplanationTests.ambiguous).explanation(why: ["b"]).text, "ambiguous.explain.txt")
    }

    @Test(arguments: ["conflict", "login-form", "rtl-toolbar"])
    func svgOfAnExample(name: String) throws {
        Golden.check(SVGRenderer().render(try TestDocuments.example("\(name).json")), "\(name).svg")
    }

    @Test func svgOfAnAmbiguousLayout() throws {
        Golden.check(SVGRenderer().render(try TestDocuments.diagnose(ExplanationTests.ambiguous)), "ambiguous.svg")
    }

    @Test func svgIsByteStable() throws {
        let first = SVGRenderer().render(try TestDocuments.example("feed.json"))
        let second = SVGRenderer().render(try TestDocuments.example("feed.json"))
        #expect(first == second)
        #expect(!first.contains("-0 ") && !first.contains("\"-0\""))
    }
}
