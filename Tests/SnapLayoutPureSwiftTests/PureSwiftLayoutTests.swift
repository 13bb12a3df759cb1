import Testing
import SnapLayoutPureSwift

/// `import SnapLayoutPureSwift` alone lays out a screen with the SnapKit-style DSL: no GLPK, the
/// Cassowary solver by default. This file imports no Foundation: `CGRect` and `CGFloat` come
/// from `SnapLayoutPureSwift`, as they come from `SnapLayout` (issue 43), or it does not compile.
struct PureSwiftLayoutTests {
    @Test func aLoginScreenLaysOutWithTheDefaultCassowaryEngine() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let header = LayoutView()
        let field = LayoutView()
        let button = LayoutView()
        [header, field, button].forEach(root.addSubview)

        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(64)
        }
        field.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(24)
            make.left.right.equalToSuperview().inset(16)
            make.height.equalTo(44)
        }
        button.snp.makeConstraints { make in
            make.top.equalTo(field.snp.bottom).offset(12)
            make.centerX.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalTo(50)
        }
        root.layoutIfNeeded()

        #expect(root.layoutEngine?.solver is CassowarySolver)
        expectFrame(header.frame, CGRect(x: 0, y: 0, width: 375, height: 64))
        expectFrame(field.frame, CGRect(x: 16, y: 88, width: 343, height: 44))
        expectFrame(button.frame, CGRect(x: 93.75, y: 144, width: 187.5, height: 50))
    }

    @Test func aConstantChangeIsLaidOutAgain() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = LayoutView()
        root.addSubview(box)
        var top: Constraint?
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview().offset(20)
            make.size.equalTo(CGSize(width: 100, height: 40))
        }
        root.layoutIfNeeded()
        expectFrame(box.frame, CGRect(x: 20, y: 10, width: 100, height: 40))
        top?.update(offset: 30)
        root.layoutIfNeeded()
        expectFrame(box.frame, CGRect(x: 20, y: 30, width: 100, height: 40))
    }

    @Test func fittingSizeUsesTheDefaultEngine() {
        let cell = LayoutView()
        let label = LayoutView()
        label.explicitIntrinsicContentSize = CGSize(width: 120, height: 20)
        cell.addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
        let size = cell.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize)
        #expect(abs(size.width - 136) < 1e-6 && abs(size.height - 36) < 1e-6, "\(size)")
    }

    private func expectFrame(_ frame: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
            && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
        #expect(close, "\(frame) != \(expected)", sourceLocation: sourceLocation)
    }
}
