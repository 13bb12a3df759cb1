/// The functions of Pango, cairo, GObject, fontconfig and HarfBuzz the measurer calls, looked up
/// once (text.md, section 4 says which settings; `PangoTextMeasurer` applies them).
struct PangoFunctions {
    typealias Pointer = OpaquePointer
    let fontMapNew: @convention(c) () -> Pointer?
    let fontMapSetResolution: @convention(c) (Pointer, Double) -> Void
    let createContext: @convention(c) (Pointer) -> Pointer?
    let setFontOptions: @convention(c) (Pointer, Pointer) -> Void
    let fontOptionsCreate: @convention(c) () -> Pointer?
    let fontOptionsSetHintMetrics: @convention(c) (Pointer, Int32) -> Void
    let fontOptionsSetHintStyle: @convention(c) (Pointer, Int32) -> Void
    let fontOptionsDestroy: @convention(c) (Pointer) -> Void
    let setRoundGlyphPositions: @convention(c) (Pointer, Int32) -> Void
    let languageFromString: @convention(c) (UnsafePointer<CChar>) -> Pointer?
    let setLanguage: @convention(c) (Pointer, Pointer?) -> Void
    let descriptionNew: @convention(c) () -> Pointer?
    let descriptionFree: @convention(c) (Pointer) -> Void
    let descriptionSetFamily: @convention(c) (Pointer, UnsafePointer<CChar>) -> Void
    let descriptionSetWeight: @convention(c) (Pointer, Int32) -> Void
    let descriptionSetStyle: @convention(c) (Pointer, Int32) -> Void
    let descriptionSetStretch: @convention(c) (Pointer, Int32) -> Void
    let descriptionSetAbsoluteSize: @convention(c) (Pointer, Double) -> Void
    let layoutNew: @convention(c) (Pointer) -> Pointer?
    let layoutSetFontDescription: @convention(c) (Pointer, Pointer) -> Void
    let layoutSetText: @convention(c) (Pointer, UnsafePointer<CChar>, Int32) -> Void
    let layoutSetWidth: @convention(c) (Pointer, Int32) -> Void
    let layoutSetWrap: @convention(c) (Pointer, Int32) -> Void
    let layoutSetAttributes: @convention(c) (Pointer, Pointer?) -> Void
    let layoutLineCount: @convention(c) (Pointer) -> Int32
    let layoutLine: @convention(c) (Pointer, Int32) -> UnsafeMutableRawPointer?
    let lineExtents: @convention(c) (UnsafeMutableRawPointer, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let attributeListNew: @convention(c) () -> Pointer?
    let attributeListInsert: @convention(c) (Pointer, Pointer) -> Void
    let attributeListUnref: @convention(c) (Pointer) -> Void
    let insertHyphensNew: @convention(c) (Int32) -> Pointer?
    let loadFont: @convention(c) (Pointer, Pointer) -> Pointer?
    let fontHarfBuzzFont: @convention(c) (Pointer) -> Pointer?
    let objectUnref: @convention(c) (Pointer) -> Void
    let metricsPosition: @convention(c) (Pointer, UInt32, UnsafeMutablePointer<Int32>) -> Int32
    let patternCreate: @convention(c) () -> Pointer?
    let patternAddString: @convention(c) (Pointer, UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
    let patternAddInteger: @convention(c) (Pointer, UnsafePointer<CChar>, Int32) -> Int32
    let patternGetString: @convention(c) (Pointer, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Int32
    let patternDestroy: @convention(c) (Pointer) -> Void
    let configSubstitute: @convention(c) (Pointer?, Pointer, Int32) -> Int32
    let defaultSubstitute: @convention(c) (Pointer) -> Void
    let fontMatch: @convention(c) (Pointer?, Pointer, UnsafeMutablePointer<Int32>) -> Pointer?
    let weightFromOpenType: @convention(c) (Int32) -> Int32

    /// Loads the libraries; the error says which is missing and how to install it.
    init() throws(TextError) {
        let pango: SharedLibrary, cairoPango: SharedLibrary, cairo: SharedLibrary, gobject: SharedLibrary
        let fontconfig: SharedLibrary, harfbuzz: SharedLibrary
        do throws(TextError) {
            pango = try SharedLibrary(["libpango-1.0.so.0", "libpango-1.0.dylib"])
            cairoPango = try SharedLibrary(["libpangocairo-1.0.so.0", "libpangocairo-1.0.dylib"])
            cairo = try SharedLibrary(["libcairo.so.2", "libcairo.2.dylib"])
            gobject = try SharedLibrary(["libgobject-2.0.so.0", "libgobject-2.0.dylib"])
            fontconfig = try SharedLibrary(["libfontconfig.so.1", "libfontconfig.1.dylib"])
            harfbuzz = try SharedLibrary(["libharfbuzz.so.0", "libharfbuzz.0.dylib"])
        } catch {
            throw TextError("text in families other than 'fixed' is measured with Pango, which cannot be loaded "
                            + "(\(error.message)); install it (Debian/Ubuntu: apt-get install libpangocairo-1.0-0 fonts-dejavu-core; "
                            + "macOS: brew install pango)")
        }
        fontMapNew = try cairoPango.function("pango_cairo_font_map_new")
        fontMapSetResolution = try cairoPango.function("pango_cairo_font_map_set_resolution")
        setFontOptions = try cairoPango.function("pango_cairo_context_set_font_options")
        createContext = try pango.function("pango_font_map_create_context")
        fontOptionsCreate = try cairo.function("cairo_font_options_create")
        fontOptionsSetHintMetrics = try cairo.function("cairo_font_options_set_hint_metrics")
        fontOptionsSetHintStyle = try cairo.function("cairo_font_options_set_hint_style")
        fontOptionsDestroy = try cairo.function("cairo_font_options_destroy")
        setRoundGlyphPositions = try pango.function("pango_context_set_round_glyph_positions")
        languageFromString = try pango.function("pango_language_from_string")
        setLanguage = try pango.function("pango_context_set_language")
        descriptionNew = try pango.function("pango_font_description_new")
        descriptionFree = try pango.function("pango_font_description_free")
        descriptionSetFamily = try pango.function("pango_font_description_set_family")
        descriptionSetWeight = try pango.function("pango_font_description_set_weight")
        descriptionSetStyle = try pango.function("pango_font_description_set_style")
        descriptionSetStretch = try pango.function("pango_font_description_set_stretch")
        descriptionSetAbsoluteSize = try pango.function("pango_font_description_set_absolute_size")
        layoutNew = try pango.function("pango_layout_new")
        layoutSetFontDescription = try pango.function("pango_layout_set_font_description")
        layoutSetText = try pango.function("pango_layout_set_text")
        layoutSetWidth = try pango.function("pango_layout_set_width")
        layoutSetWrap = try pango.function("pango_layout_set_wrap")
        layoutSetAttributes = try pango.function("pango_layout_set_attributes")
        layoutLineCount = try pango.function("pango_layout_get_line_count")
        layoutLine = try pango.function("pango_layout_get_line_readonly")
        lineExtents = try pango.function("pango_layout_line_get_extents")
        attributeListNew = try pango.function("pango_attr_list_new")
        attributeListInsert = try pango.function("pango_attr_list_insert")
        attributeListUnref = try pango.function("pango_attr_list_unref")
        insertHyphensNew = try pango.function("pango_attr_insert_hyphens_new")
        loadFont = try pango.function("pango_context_load_font")
        fontHarfBuzzFont = try pango.function("pango_font_get_hb_font")
        objectUnref = try gobject.function("g_object_unref")
        metricsPosition = try harfbuzz.function("hb_ot_metrics_get_position")
        patternCreate = try fontconfig.function("FcPatternCreate")
        patternAddString = try fontconfig.function("FcPatternAddString")
        patternAddInteger = try fontconfig.function("FcPatternAddInteger")
        patternGetString = try fontconfig.function("FcPatternGetString")
        patternDestroy = try fontconfig.function("FcPatternDestroy")
        configSubstitute = try fontconfig.function("FcConfigSubstitute")
        defaultSubstitute = try fontconfig.function("FcDefaultSubstitute")
        fontMatch = try fontconfig.function("FcFontMatch")
        weightFromOpenType = try fontconfig.function("FcWeightFromOpenType")
    }
}
