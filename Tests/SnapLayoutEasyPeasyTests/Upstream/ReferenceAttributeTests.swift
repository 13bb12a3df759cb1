import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

// EasyPeasy's `ReferenceAttributeTests.swift` (4 tests), ported. None skipped, none changed.
//
// Upstream reads `ReferenceAttribute.opposite` and `.layoutAttribute`, both internal (there and
// here). The port observes them in the constraint they make: a position attribute related to a
// sibling with no attribute given uses the opposite one (`secondAttribute`), and the attribute
// it constrains is its layout attribute (`firstAttribute`). `Probe` is a `PositionAttribute`
// subclass (the class is open) constraining any reference attribute.

/// A position attribute constraining `attribute`.
final class Probe: PositionAttribute {
    var attribute: ReferenceAttribute = .left
    override var createAttribute: ReferenceAttribute { attribute }
}

@Suite struct ReferenceAttributeTests {
    let fixture = UpstreamFixture()

    /// The constraint `attribute` makes on viewA related to viewB: (first, second) attributes.
    func relate(_ attribute: ReferenceAttribute) -> (LayoutAttribute, LayoutAttribute)? {
        let probe = Probe()
        probe.attribute = attribute
        guard let constraint = fixture.viewA.easy.layout(probe.to(fixture.viewB)).first else { return nil }
        return (constraint.firstAttribute, constraint.secondAttribute)
    }

    func opposites(_ pairs: [(ReferenceAttribute, LayoutAttribute)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (attribute, opposite) in pairs {
            #expect(relate(attribute)?.1 == opposite, "\(attribute)", sourceLocation: sourceLocation)
        }
    }

    func layoutAttributes(_ pairs: [(ReferenceAttribute, LayoutAttribute)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (attribute, layoutAttribute) in pairs {
            #expect(relate(attribute)?.0 == layoutAttribute, "\(attribute)", sourceLocation: sourceLocation)
        }
    }

    @Test("testThatOppositeAttributesAreCorrect") func oppositeAttributes() {
        opposites([(.width, .width), (.height, .height), (.left, .right), (.right, .left), (.top, .bottom),
                   (.bottom, .top), (.leading, .trailing), (.trailing, .leading), (.centerX, .centerX),
                   (.centerY, .centerY), (.lastBaseline, .lastBaseline)])
    }

    @Test("testThatOppositeAttributesAreCorrectiOS8AndAbove") func oppositeMarginAttributes() {
        opposites([(.firstBaseline, .firstBaseline), (.leftMargin, .rightMargin), (.rightMargin, .leftMargin),
                   (.topMargin, .bottomMargin), (.bottomMargin, .topMargin), (.leadingMargin, .trailingMargin),
                   (.trailingMargin, .leadingMargin), (.centerXWithinMargins, .centerXWithinMargins),
                   (.centerYWithinMargins, .centerYWithinMargins)])
    }

    @Test("testThatAutoLayoutEquivalentIsTheExpected") func layoutAttributeMapping() {
        layoutAttributes([(.width, .width), (.height, .height), (.left, .left), (.right, .right), (.top, .top),
                          (.bottom, .bottom), (.leading, .leading), (.trailing, .trailing), (.centerX, .centerX),
                          (.centerY, .centerY), (.lastBaseline, .lastBaseline)])
    }

    @Test("testThatAutoLayoutEquivalentIsTheExpectediOS8AndAbove") func marginLayoutAttributeMapping() {
        layoutAttributes([(.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin), (.rightMargin, .rightMargin),
                          (.topMargin, .topMargin), (.bottomMargin, .bottomMargin), (.leadingMargin, .leadingMargin),
                          (.trailingMargin, .trailingMargin), (.centerXWithinMargins, .centerXWithinMargins),
                          (.centerYWithinMargins, .centerYWithinMargins)])
    }
}
