// EasyPeasy's `ContextTests.swift` (5 tests): every one is skipped. Each builds EasyPeasy's
// `Context` from a `UITraitCollection` (a view's, or one made with a size class) and compares
// its flags with `UI_USER_INTERFACE_IDIOM()` and the trait collection's size classes; SnapLayout
// has neither a device idiom nor trait collections, so there is no `Context` to build.
//
// | upstream test                                                                  | reason           |
// |--------------------------------------------------------------------------------|------------------|
// | testThatContextIsInitializedWithTheExpectedValues                              | idiom, traits    |
// | testThatContextIsInitializedWithTheExpectedValuesUsingCustomRegularHorizontalTraits | trait collection |
// | testThatContextIsInitializedWithTheExpectedValuesUsingCustomRegularVerticalTraits   | trait collection |
// | testThatContextIsInitializedWithTheExpectedValuesUsingCustomCompactVerticalTraits   | trait collection |
// | testThatContextIsInitializedWithTheExpectedValuesUsingCustomCompactHorizontalTraits | trait collection |
