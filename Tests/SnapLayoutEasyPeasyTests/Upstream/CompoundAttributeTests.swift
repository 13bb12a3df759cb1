import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

// EasyPeasy's `CompoundAttributeTests.swift` (33 tests), ported.
//
// Skipped (they need a device idiom: `UI_USER_INTERFACE_IDIOM()` and `Context.isPad/isPhone`):
//
// | upstream test                                                    | reason       |
// |------------------------------------------------------------------|--------------|
// | testThatAttributesWithFalseContextualConditionIsNotInstalled       | device idiom |
// | testThatAttributesWithTrueContextualConditionIsInstalled           | device idiom |
// | testThatArrayOfAttributesWithFalseContextualConditionIsNotInstalled | device idiom |
// | testThatArrayOfAttributesWithTrueContextualConditionIsInstalled    | device idiom |
//
// Changed for a deliberate difference (docs/migration.md, "Deliberate differences"): the five
// `…InitWithMultiplierConstantParam…` tests. EasyPeasy 1.10's `*2` gives value 2 and multiplier 2;
// SnapLayout's `*2` is the multiplier only (value 0), as EasyPeasy's README describes it.

@Suite struct CompoundAttributeTests {
    /// Every part has this value, relation and multiplier.
    func expectParts(_ compound: CompoundAttribute, _ value: CGFloat, _ relation: LayoutRelation, _ multiplier: CGFloat,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!compound.attributes.isEmpty, sourceLocation: sourceLocation)
        for part in compound.attributes {
            #expect(part.constant == Constant(value: value, relation: relation, multiplier: multiplier),
                    sourceLocation: sourceLocation)
        }
    }

    /// The parts' values in order, each `==` and ×1.
    func expectValues(_ compound: CompoundAttribute, _ values: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(compound.attributes.map(\.constant) == values.map { Constant(value: $0, relation: .equal, multiplier: 1) },
                sourceLocation: sourceLocation)
    }

    @Test("testThatPriorityAffectsEverySubAttributeOfCompoundAttribute") func priorityReachesParts() {
        let size = Size(CGSize(width: 100, height: 100)).with(.low)
        #expect(size.attributes.count == 2)
        #expect(size.attributes.allSatisfy { $0.priority.layoutPriority == Priority.low.layoutPriority })
    }

    @Test("testThatConditionAffectsEverySubAttributeOfCompoundAttribute") func conditionReachesParts() {
        let size = Size(CGSize(width: 100, height: 100)).when { false }
        #expect(size.attributes.count == 2)
        #expect(size.attributes.allSatisfy { $0.condition?() == false })
    }

    // MARK: Size

    @Test("testThatSizeAttributeInitWithNoParamsSetsTheExpectedConstants") func sizeNoParams() {
        expectParts(Size(), 0, .equal, 1)
    }

    @Test("testThatSizeAttributeInitWithSingleDoubleParamSetsTheExpectedConstants") func sizeValue() {
        expectParts(Size(50), 50, .equal, 1)
    }

    @Test("testThatSizeAttributeInitWithSingleConstantParamSetsTheExpectedConstants") func sizeConstant() {
        expectParts(Size(>=50), 50, .greaterThanOrEqual, 1)
    }

    /// Changed: upstream expects value 2 (its `*x` sets value and multiplier); ours is multiplier-only.
    @Test("testThatSizeAttributeInitWithMultiplierConstantParamSetsTheExpectedConstants") func sizeMultiplier() {
        expectParts(Size(*2), 0, .equal, 2)
    }

    @Test("testThatSizeAttributeInitWithSizeParamSetsTheExpectedConstants") func sizeStruct() {
        expectValues(Size(CGSize(width: 120, height: 200)), [120, 200])
    }

    @Test("testThatLikeMethodSetsTheReferenceViewToEachOneOfTheSubAttributes") func likeReachesParts() {
        let reference = LayoutView(frame: .zero)
        let size = Size(100).like(reference)
        #expect(size.attributes.count == 2)
        #expect(size.attributes.allSatisfy { $0.referenceItem === reference })
    }

    // MARK: Edges, Center, CenterWithinMargins, Margins

    @Test("testThatEdgesAttributeInitWithNoParamsSetsTheExpectedConstants") func edgesNoParams() {
        expectParts(Edges(), 0, .equal, 1)
    }

    @Test("testThatEdgesAttributeInitWithSingleDoubleParamSetsTheExpectedConstants") func edgesValue() {
        expectParts(Edges(50), 50, .equal, 1)
    }

    @Test("testThatEdgesAttributeInitWithSingleConstantParamSetsTheExpectedConstants") func edgesConstant() {
        expectParts(Edges(>=50), 50, .greaterThanOrEqual, 1)
    }

    /// Changed: upstream expects value 2 (its `*x` sets value and multiplier); ours is multiplier-only.
    @Test("testThatEdgesAttributeInitWithMultiplierConstantParamSetsTheExpectedConstants") func edgesMultiplier() {
        expectParts(Edges(*2), 0, .equal, 2)
    }

    @Test("testThatEdgesAttributeInitWithUIEdgeInsertsParamSetsTheExpectedConstants") func edgesStruct() {
        expectValues(Edges(Insets(top: 100, left: 20, bottom: 50, right: 10)), [100, 20, 10, 50])
    }

    @Test("testThatCenterAttributeInitWithNoParamsSetsTheExpectedConstants") func centerNoParams() {
        expectParts(Center(), 0, .equal, 1)
    }

    @Test("testThatCenterAttributeInitWithSingleDoubleParamSetsTheExpectedConstants") func centerValue() {
        expectParts(Center(50), 50, .equal, 1)
    }

    @Test("testThatCenterAttributeInitWithSingleConstantParamSetsTheExpectedConstants") func centerConstant() {
        expectParts(Center(>=50), 50, .greaterThanOrEqual, 1)
    }

    /// Changed: upstream expects value 2 (its `*x` sets value and multiplier); ours is multiplier-only.
    @Test("testThatCenterAttributeInitWithMultiplierConstantParamSetsTheExpectedConstants") func centerMultiplier() {
        expectParts(Center(*2), 0, .equal, 2)
    }

    @Test("testThatCenterAttributeInitWithUIEdgeInsertsParamSetsTheExpectedConstants") func centerStruct() {
        expectValues(Center(CGPoint(x: 210, y: 430)), [210, 430])
    }

    @Test("testThatCenterWithinMarginsAttributeInitWithNoParamsSetsTheExpectedConstants") func centerWithinMarginsNoParams() {
        expectParts(CenterWithinMargins(), 0, .equal, 1)
    }

    @Test("testThatCenterWithinMarginsAttributeInitWithSingleDoubleParamSetsTheExpectedConstants") func centerWithinMarginsValue() {
        expectParts(CenterWithinMargins(50), 50, .equal, 1)
    }

    @Test("testThatCenterWithinMarginsAttributeInitWithSingleConstantParamSetsTheExpectedConstants") func centerWithinMarginsConstant() {
        expectParts(CenterWithinMargins(>=50), 50, .greaterThanOrEqual, 1)
    }

    /// Changed: upstream expects value 2 (its `*x` sets value and multiplier); ours is multiplier-only.
    @Test("testThatCenterWithinMarginsAttributeInitWithMultiplierConstantParamSetsTheExpectedConstants") func centerWithinMarginsMultiplier() {
        expectParts(CenterWithinMargins(*2), 0, .equal, 2)
    }

    @Test("testThatCenterWithinMarginsAttributeInitWithUIEdgeInsertsParamSetsTheExpectedConstants") func centerWithinMarginsStruct() {
        expectValues(CenterWithinMargins(CGPoint(x: 210, y: 430)), [210, 430])
    }

    @Test("testThatMaringsAttributeInitWithNoParamsSetsTheExpectedConstants") func marginsNoParams() {
        expectParts(Margins(), 0, .equal, 1)
    }

    @Test("testThatMarginsAttributeInitWithSingleDoubleParamSetsTheExpectedConstants") func marginsValue() {
        expectParts(Margins(50), 50, .equal, 1)
    }

    @Test("testThatMarginsAttributeInitWithSingleConstantParamSetsTheExpectedConstants") func marginsConstant() {
        expectParts(Margins(>=50), 50, .greaterThanOrEqual, 1)
    }

    /// Changed: upstream expects value 2 (its `*x` sets value and multiplier); ours is multiplier-only.
    @Test("testThatMarginsAttributeInitWithMultiplierConstantParamSetsTheExpectedConstants") func marginsMultiplier() {
        expectParts(Margins(*2), 0, .equal, 2)
    }

    @Test("testThatMarginsAttributeInitWithUIEdgeInsertsParamSetsTheExpectedConstants") func marginsStruct() {
        expectValues(Margins(Insets(top: 100, left: 20, bottom: 50, right: 10)), [100, 20, 10, 50])
    }

    @Test("testThatCreateAtrributeIsWidthByDefault") func createAttributeIsWidth() {
        #expect(Size().createAttribute == .width)
    }
}
