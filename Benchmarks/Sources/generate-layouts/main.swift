import Foundation
import LayoutFamilies
import SnapLayoutDocuments
import SnapLayoutModel

// generate-layouts FAMILY COUNT [DOCUMENTS]: JSON Lines of DOCUMENTS (default 1) generated
// layouts of about COUNT views each, for `snaplayout solve` and the kiwi comparison. FAMILY is a
// `LayoutFamily`, a `StackFamily` (stack-views, stack-constraints), a `ScreenFamily` (screen10,
// screen50, screen100: real screens, whose size is their own whatever COUNT says) or a
// `ConflictFamily` (cycles of required constraints that cannot hold) or a `GrowthShape` (issue 38's
// shapes: deep-chain, long-stack, wide-stack, nested-stacks, overlapping-cycles,
// overlapping-cycles-horizontal, dense-cycles-inside).
let arguments = CommandLine.arguments.dropFirst()
let make: ((Int) -> LayoutSnapshot)? = arguments.first.flatMap { name in
    if let family = LayoutFamily(rawValue: name) { return family.snapshot(count:) }
    if let family = StackFamily(rawValue: name) { return family.snapshot(count:) }
    if let family = ScreenFamily(rawValue: name) { return { _ in family.snapshot } }
    if let family = ConflictFamily(rawValue: name) { return family.snapshot(count:) }
    if let shape = GrowthShape(rawValue: name) { return shape.snapshot(count:) }
    return nil
}
guard arguments.count >= 2, let make, let count = Int(arguments[arguments.startIndex + 1]) else {
    let families = (LayoutFamily.allCases.map(\.rawValue) + StackFamily.allCases.map(\.rawValue)
                    + ScreenFamily.allCases.map(\.rawValue) + ConflictFamily.allCases.map(\.rawValue)
                    + GrowthShape.allCases.map(\.rawValue)).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: generate-layouts \(families) COUNT [DOCUMENTS]\n".utf8))
    exit(2)
}
let family = arguments[arguments.startIndex]
let documents = arguments.count > 2 ? Int(arguments[arguments.startIndex + 2]) ?? 1 : 1
var output = ""
for index in 0..<documents {
    let snapshot = make(count)
    output += snapshot.documentJSON(name: "\(family)-\(count)-\(index + 1)") + "\n"
    if output.utf8.count > 1 << 20 {
        FileHandle.standardOutput.write(Data(output.utf8))
        output = ""
    }
}
FileHandle.standardOutput.write(Data(output.utf8))
