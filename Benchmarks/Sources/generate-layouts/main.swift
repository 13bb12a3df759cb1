import Foundation
import LayoutFamilies
import SnapLayoutDocuments

// generate-layouts FAMILY COUNT [DOCUMENTS]: JSON Lines of DOCUMENTS (default 1) generated
// layouts of about COUNT views each, for `snaplayout solve` and the kiwi comparison.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let family = LayoutFamily(rawValue: arguments[arguments.startIndex]),
      let count = Int(arguments[arguments.startIndex + 1]) else {
    let families = LayoutFamily.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: generate-layouts \(families) COUNT [DOCUMENTS]\n".utf8))
    exit(2)
}
let documents = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) ?? 1 : 1
var output = ""
for index in 0..<documents {
    let snapshot = family.snapshot(count: count)
    output += snapshot.documentJSON(name: "\(family.rawValue)-\(count)-\(index + 1)") + "\n"
    if output.utf8.count > 1 << 20 {
        FileHandle.standardOutput.write(Data(output.utf8))
        output = ""
    }
}
FileHandle.standardOutput.write(Data(output.utf8))
