/// What the document mutator puts into documents: the values that broke or nearly broke a promise
/// before (issue 38: a 21-digit number trapped every subcommand), and the shapes the readers and the
/// stack rules must survive.
enum HostileValues {
    /// Numbers of every shape JSON allows, and some it does not.
    static let numbers: [String] = [
        "100000000000000000000", "3.14159265358979323846", "10.000000000000000000000", "18446744073709551616",
        "-9007199254740993", "1e400", "-1e400", "1e-400", "4.9e-324", "2.4703282292062328e-324", "2.2250738585072011e-308",
        "1.7976931348623159e308", "-0", "-0.0", "0e999", "1E+0300", "0.1e-5", "1e9", "1000000000.5", "-1e9", "1e-9",
        "999.5", "1000", "0", "00012", "1.", ".5", "1e", "1e+", "--1", "+1", "NaN", "Infinity", "0x10",
    ]

    /// Text put inside a string: escapes that decode to controls or to lone surrogates, and bytes
    /// that are not UTF-8.
    static let stringPieces: [[UInt8]] = [
        Array(#"\u0000"#.utf8), Array(#"\uD800"#.utf8), Array(#"\uDC00\uD800"#.utf8), Array(#"\u0001"#.utf8),
        Array(#"\n"#.utf8), Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\u2028"#.utf8), Array("é".utf8),
        [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x01], [0xE2, 0x82],
    ]

    /// Stack-view keys with their values, valid and not.
    static let stackFields: [String] = [
        #""kind":"stack""#, #""axis":"vertical""#, #""axis":"horizontal""#, #""axis":"diagonal""#,
        #""distribution":"fill""#, #""distribution":"fillEqually""#, #""distribution":"fillProportionally""#,
        #""distribution":"equalSpacing""#, #""distribution":"equalCentering""#, #""distribution":"stretch""#,
        #""alignment":"fill""#, #""alignment":"leading""#, #""alignment":"center""#, #""alignment":"trailing""#,
        #""alignment":"firstBaseline""#, #""alignment":"lastBaseline""#, #""alignment":1"#,
        #""spacing":8"#, #""spacing":-8"#, #""spacing":"system""#, #""spacing":1e300"#, #""spacing":null"#,
        #""hidden":true"#, #""hidden":false"#, #""baseline":[12,4]"#, #""baseline":[null,3]"#, #""multilineText":true"#,
        #""baselineRelativeArrangement":true"#, #""layoutMarginsRelativeArrangement":true"#,
    ]

    /// Text keys (contract v1.2) with their values, valid and not.
    static let textFields: [String] = [
        #""text":{"string":"a fixed label that wraps","font":{"family":"fixed","size":10},"lines":0}"#,
        #""text":{"string":"one line","font":{"family":"fixed","size":13.3}}"#,
        #""text":{"string":"Hello world","lines":2,"lineBreak":"char"}"#,
        #""text":{"string":"a\nb\r\nc\u2028d","font":{"family":"fixed","size":7},"lines":0,"preferredMaxWidth":20}"#,
        #""text":{"string":"","font":{"family":"fixed"}}"#,
        #""text":{"string":"x","font":{"family":"No Such Family"}}"#,
        #""text":{"string":"x","font":{"size":0}}"#, #""text":{"string":"x","lines":-1}"#, #""text":{"string":5}"#,
        #""text":"x""#, #""text":{"string":"x","colour":1}"#, #""text":{"string":"x","font":{"weight":"heavy"}}"#,
    ]

    static let axes = ["horizontal", "vertical"]
    static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let alignments = ["fill", "leading", "center", "trailing", "firstBaseline", "lastBaseline"]
}
