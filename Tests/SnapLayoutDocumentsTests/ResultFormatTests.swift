import Foundation
import Testing
@testable import SnapLayoutDocuments
import SnapLayoutModel

/// The result line (contract, section 5): key order, numbers, escapes.
struct ResultFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-1e-12, "0"), (3.0, "3"), (-20.0, "-20"), (375.0, "375"), (73.5, "73.5"),
        (0.1, "0.1"), (1.0 / 3.0, "0.333333333"), (63.74999999999999, "63.75"), (2.0 / 3.0 * 100, "66.666666667"),
        (123456.789012345, "123456.789012345"), (1e-7, "1e-07"), (999999999.0, "999999999"), (1e15, "1000000000000000"), (-2.5e17, "-250000000000000000"), (1e20, "1e+20"),
        (-0.5, "-0.5"), (100.0000000004, "100"),
    ])
    func numbers(value: Double, text: String) {
        #expect(NumberFormat.document(value) == text)
        var bytes: [UInt8] = Array("x".utf8)
        NumberFormat.appendDocument(value, to: &bytes)
        #expect(bytes == Array(("x" + text).utf8))
    }

    /// The byte writer prints what the string form prints, on values of every size and sign.
    @Test func appendedNumbersMatchTheirText() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -12...19, using: &generator)
            var value = (Bool.random(using: &generator) ? -1 : 1) * pow(10, magnitude) * Double.random(in: 1..<10, using: &generator)
            if Bool.random(using: &generator) { value = value.rounded() }
            var bytes: [UInt8] = []
            NumberFormat.appendDocument(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == NumberFormat.document(value), "\(value)")
        }
    }

    @Test func keysComeInTheContractsOrder() {
        var result = DocumentResult(name: "a \"quoted\"\nname", status: .conflict)
        result.frames = [("root", .init(x: -0.0, y: 0, width: 320, height: 480)), ("b", .init(x: 20.25, y: 1e-13, width: 280, height: 44))]
        result.unsatisfied = [
            .init(index: nil, generated: "b.hugging.width", label: nil, priority: 250, error: 192),
            .init(index: 4, generated: nil, label: "gap\t1", priority: 999.5, error: 0.5),
        ]
        result.conflicts = [.init(set: [0, 1, 3], broken: 3, implicit: ["size.width"]), .init(set: [6, 8], broken: 8, implicit: [])]
        result.broken = [3, 8]
        #expect(result.jsonLine == #"{"name":"a \"quoted\"\nname","status":"conflict","frames":{"root":[0,0,320,480],"b":[20.25,0,280,44]},"unsatisfied":[{"generated":"b.hugging.width","priority":250,"error":192},{"index":4,"label":"gap\t1","priority":999.5,"error":0.5}],"conflicts":[{"set":[0,1,3],"broken":3,"implicit":["size.width"]},{"set":[6,8],"broken":8}],"broken":[3,8]}"#)
        result.ambiguous = ["b"]
        #expect(result.jsonLine.hasSuffix(#""broken":[3,8],"ambiguous":["b"]}"#))
        result.ambiguous = []
        #expect(result.jsonLine.hasSuffix(#""broken":[3,8],"ambiguous":[]}"#))
    }

    @Test func anErrorLineHasNoFrames() {
        let line = DocumentResult(error: DocumentError(document: "x\u{1}", message: "view 'a': it is wrong")).jsonLine
        // The name field keeps the name as it is; the message quotes it escaped, on one line.
        #expect(line == #"{"name":"x\u0001","status":"error","error":"document 'x\\u{1}': view 'a': it is wrong"}"#)
    }
}
