import Foundation
import Testing
import SnapLayout
import SnapLayoutCommand
import SnapLayoutInterfaceBuilder

/// Real storyboards and xibs from public MIT-licensed repositories (`Fixtures/public`, licences in
/// its LICENSES.md), checked in every test run whether or not the shared corpus is beside the
/// repository: each scene's status, and what explains the ones that are not clean.
@Suite struct InterfaceBuilderFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/public")

    /// The scenes that are not clean, and why. Every other scene of the fixtures lays out with no
    /// conflict, no ambiguity and every view within 0.5 pt of its stored frame.
    static let explained: [String: (IBSceneReport.Status, String)] = [
        // Xcode 6's launch screen template: labels stored 441 wide in a 440-point slot (stale frames).
        "Example__HGCircularSlider__Base.lproj__LaunchScreen.xib__iN0-l3-epB": (.misplaced, "stale frames"),
        // Its margins come from runtime attributes its class applies (unsupported, and said so).
        "SwiftMessages__Resources__StatusLine.xib__mGT-Jp-zjF": (.misplaced, "runtime attribute"),
    ]

    /// Each scene's report; text views sized as IB stored them unless `text` says otherwise, so
    /// that the stored frames are Xcode's canvas whatever fonts this machine has.
    static func reports(solver: LayoutSolverKind, text: InterfaceBuilderTextSizing = .stored) throws -> [(String, IBSceneReport, InterfaceBuilderScene)] {
        var reports: [(String, IBSceneReport, InterfaceBuilderScene)] = []
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for relative in names.sorted() where relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") {
            let url = folder.appendingPathComponent(relative)
            let document = try InterfaceBuilderDocument(contentsOf: url, text: text)
            for scene in document.scenes {
                var check = IBFileCheck(solver: solver.makeSolver())
                check.text = text
                let report = check.check(scene, file: url.lastPathComponent)[0]
                reports.append(("\(url.lastPathComponent)__\(scene.id)", report, scene))
            }
        }
        return reports
    }

    @Test(arguments: IBSamples.solvers)
    func everySceneIsCleanOrExplained(solver: String) throws {
        let reports = try Self.reports(solver: LayoutSolverKind(rawValue: solver)!)
        #expect(reports.count == 23)
        for (name, report, _) in reports {
            if let (status, _) = Self.explained[name] {
                #expect(report.status == status, "\(name)")
            } else {
                #expect(report.status == .ok, "\(name): \(report.status) \(report.misplaced.map(\.id)) \(report.conflicts.map(\.members))")
            }
        }
        let statusLine = try #require(reports.first { $0.0.hasPrefix("SwiftMessages__Resources__StatusLine") }?.1)
        #expect(statusLine.unsupported.contains { $0.hasPrefix("runtime attribute 'leftLayoutMarginAddition' of 'mGT-Jp-zjF'") })
    }

    /// Measured in DejaVu Sans rather than San Francisco, text views move and resize, but every
    /// scene is still laid out, and a scene without text views reports what it does when stored.
    @Test(arguments: IBSamples.solvers)
    func everySceneLaysOutWithMeasuredText(solver: String) throws {
        let kind = LayoutSolverKind(rawValue: solver)!
        let measured = try Self.reports(solver: kind, text: .measured), stored = try Self.reports(solver: kind)
        #expect(measured.count == 23)
        var measuredLabels = 0
        for ((name, report, scene), (_, storedReport, _)) in zip(measured, stored) {
            #expect(report.status != .error && report.status != .unsupported, "\(name)")
            let texts = scene.viewIDs.filter { scene.view(withID: $0) is LayoutLabel || scene.view(withID: $0) is LayoutButton }
            measuredLabels += texts.count
            if texts.isEmpty && !scene.viewIDs.contains(where: { scene.view(withID: $0) is LayoutTextField }) {
                #expect(report.status == storedReport.status, "\(name)")
            }
        }
        #expect(measuredLabels > 0)
    }

    @Test func theReaderSaysHowItSizedEachScene() throws {
        let reports = try Self.reports(solver: .glpk)
        func notes(_ prefix: String) -> [String] { reports.first { $0.0.hasPrefix(prefix) }?.1.notes ?? [] }
        // Saved by Xcode 11, whose canvas has no status bar on an iPhone 8.
        #expect(notes("Examples__CollectionView__Main.storyboard__Fso-nq-n6t").contains("no 20-point status bar: the file was saved by Xcode 11, whose canvas shows none"))
        // A tab bar controller's child: a tab bar of 49 below it.
        #expect(notes("Example__Base.lproj__Main.storyboard__BrM-n7-HY5").contains("tab bar 49 inferred from tab bar controller 'fzl-aG-8jC'"))
        // Shown through a storyboard reference from another file: IB stored it 64 points down.
        #expect(notes("RxExample__RxExample__Examples__Calculator__Calculator.storyboard__2aB-zX-D0f").contains("safe area [0, 0, 64, 0] on iPhone 8"))
    }

    @Test func theSafeAreaTheStoredFramesImplyIsUsedAndSaid() throws {
        let folder = Self.folder.appendingPathComponent("IcaliaLabs__Presentr").path
        let (_, calibrated, _) = try IBCommandRunner.run(["ib", "--format", "json", folder])
        let scene = try #require(IBCommandRunner.lines(calibrated).first { $0["scene"] as? String == "FvK-wo-u0N" })
        #expect(scene["status"] as? String == "ok")
        #expect(scene["notes"] as? [String] == ["safe area top 20 taken from the stored frames (the bars inferred give 0): 1 view fit it"])
        let (_, inferred, _) = try IBCommandRunner.run(["ib", "--no-calibration", "--format", "json", folder])
        let kept = try #require(IBCommandRunner.lines(inferred).first { $0["scene"] as? String == "FvK-wo-u0N" })
        #expect(kept["status"] as? String == "misplaced")
    }

    @Test func anAppKitFileIsNamedUnsupported() throws {
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", Self.folder.appendingPathComponent("Ranchero-Software__NetNewsWire").path])
        #expect(status == 0)
        let line = try #require(IBCommandRunner.lines(output).first)
        #expect(line["status"] as? String == "unsupported")
        #expect(line["unsupported"] as? [String] == ["target runtime 'MacOSX.Cocoa' is not UIKit (AppKit and WatchKit files are not read)"])
    }

    @Test func theFiguresOfTheFixtures() throws {
        let figures = CorpusFigures.measure(Self.folder, solver: LayoutSolverKind.glpk.makeSolver(), text: .stored)
        #expect(figures.files == 11)
        #expect(figures.scenes == 23)
        // Two scenes hold no constraint: the tvOS cell and Presentr's table view controller.
        #expect(figures.withConstraints == 21)
        #expect(figures.laidOut == 21)
        // All but the two `explained` ones.
        #expect(figures.matching == 19)
        // Measured in DejaVu Sans, the scenes whose text sizes what Xcode stored (in San
        // Francisco) move: 5 match, the scenes whose text views do not size anything.
        let measured = CorpusFigures.measure(Self.folder, solver: LayoutSolverKind.glpk.makeSolver())
        #expect(measured.laidOut == 21)
        #expect(measured.matching == 5)
    }
}
