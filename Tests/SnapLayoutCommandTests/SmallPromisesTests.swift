import Foundation
import Testing
import SnapLayoutCommand

/// Issue 38, point 9: the smaller promises, each through the command line.
struct SmallPromisesTests {
    static let hundredThousandDigits = String(repeating: "9", count: 100_000)

    /// A number written with 100 000 digits, anywhere a number goes: every line the tool prints
    /// stays short (messages quote at most 80 characters of input).
    @Test(arguments: [
        #"{"views":[{"id":"r"}],"constraints":["r.width == N"]}"#,
        #"{"views":[{"id":"r"}],"constraints":["r.width == 1.N"]}"#,
        #"{"views":[{"id":"r"}],"constraints":["r.width == N * r.height"]}"#,
        #"{"views":[{"id":"r"}],"constraints":["r.width == r.height / 0.N"]}"#,
        #"{"views":[{"id":"r"}],"constraints":["r.width == 1 @N"]}"#,
        #"{"views":[{"id":"r"}],"constraints":["r.width N"]}"#,
        #"{"views":[{"id":"r","frame":[N,0,0,0]}]}"#,
        #"{"views":[{"id":"r","hugging":[N,1]}]}"#,
        #"{"views":[{"id":"r"}],"constraints":[{"first":"r.width","relation":"==","constant":N}]}"#,
        #"{"views":[{"id":"r"}],"constraints":[{"first":"r.width","relation":"==","second":"r.height","multiplier":0.0000N}]}"#,
        #"{"views":N}"#,
    ])
    func overlongNumbersAreNotQuotedWhole(template: String) throws {
        let file = try CommandRunner.temporaryFile(template.replacingOccurrences(of: "N", with: Self.hundredThousandDigits), name: "n.json")
        for command in [["solve"], ["explain"], ["compare"]] {
            let (_, output, errors) = try CommandRunner.run(command + [file.path])
            for line in (output + errors).split(separator: "\n") {
                #expect(line.count < 400, "\(command): \(line.prefix(200))…")
            }
        }
    }

    /// JSON text must be UTF-8: a byte that is not is an error at its offset, in a name, an id, a
    /// label, a key; never replaced by U+FFFD and solved.
    static func bytes(_ before: String, _ bad: [UInt8], _ after: String) -> [UInt8] {
        Array(before.utf8) + bad + Array(after.utf8)
    }

    static let notUTF8: [([UInt8], String)] = [
        (bytes(#"{"name":"n"#, [0xFF], #"x","views":[{"id":"r"}]}"#), "line 1, column 11: byte 0xFF at byte offset 10"),
        (bytes(#"{"views":[{"id":"r"#, [0xC3], #""}]}"#), "line 1, column 19: byte 0xC3 at byte offset 18"),
        (bytes(#"{"views":[{"id":"r"}],"constraints":[{"constraint":"r.width == 5","label":""#, [0xC0, 0xAF], #""}]}"#),
         "line 1, column 76: byte 0xC0 at byte offset 75"),
        (bytes(#"{"views":[{"id":"r"}],"na"#, [0xED, 0xA0, 0x80], #"":1}"#), "line 1, column 26: byte 0xED at byte offset 25"),
    ]

    @Test(arguments: notUTF8)
    func bytesThatAreNotUTF8AreAnError(bytes: [UInt8], position: String) throws {
        let url = try CommandRunner.temporaryFile("", name: "u.json")
        try Data(bytes).write(to: url)
        let (status, output, _) = try CommandRunner.run(["solve", url.path])
        #expect(status == 1)
        #expect(output == #"{"name":"u.json","status":"error","error":"document 'u.json': \#(position) is not UTF-8 (JSON text must be UTF-8)"}"# + "\n")
    }

    /// A symbolic link loop is named as the system names it.
    @Test func aSymbolicLinkLoopSaysSo() throws {
        let folder = try CommandRunner.temporaryFile("", name: "placeholder").deletingLastPathComponent()
        let a = folder.appendingPathComponent("a.json"), b = folder.appendingPathComponent("b.json")
        try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: b.path)
        try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: a.path)
        let (status, output, _) = try CommandRunner.run(["solve", a.path])
        #expect(status == 1)
        #expect(output == #"{"name":"\#(a.path)","status":"error","error":"document '\#(a.path)': too many levels of symbolic links"}"# + "\n")
    }

    /// `render --scale` takes 0.1 to 10 pixels per point.
    @Test(arguments: ["1e-300", "0.05", "11", "nan", "inf"])
    func theScaleIsChecked(scale: String) throws {
        let (status, _, errors) = try CommandRunner.run(["render", "--scale", scale, "-o", "/tmp/never.svg",
                                                         CommandRunner.examples.appendingPathComponent("login-form.json").path])
        #expect(status == 2)
        #expect(errors.hasPrefix("Error: --scale must be from 0.1 to 10 pixels per point, found \(Double(scale)!)\n"))
    }
}
