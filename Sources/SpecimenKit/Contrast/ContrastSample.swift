import SpecimenTokens

/// A pair drawn in its own colours, as an image with a text name.
///
/// The sample is the point of the contrast pages, and a failing pair must stay visible as it is.
/// It is drawn, not written: the theme's stylesheet paints "Aa" (or an icon's dot, or a border's
/// outline) through a mask in the foreground colour over the background colour. So it is not text
/// that fails contrast (no checker, axe-core included, finds a text node in it), and what it shows
/// is given as text: in its name, and beside it.
enum ContrastSample {
    /// A sample of `foreground` on `backdrop` (both opaque) named `label`; without a label it is
    /// decorative, for places where the text beside it says everything.
    static func html(_ foreground: Color, on backdrop: Color, role: ContrastDeclaration.Role, label: String?, small: Bool = false) -> String {
        let name = label.map { "role=\"img\" aria-label=\"\(HTML.escape($0))\"" } ?? "aria-hidden=\"true\""
        return "<span class=\"contrast-sample is-\(role.rawValue)\(small ? " is-small" : "")\" "
            + "style=\"--sample-fg: \(foreground.hex); --sample-bg: \(backdrop.hex)\" \(name)></span>"
    }

    /// The foreground as it lands on the backdrop: a translucent foreground composited first.
    static func landed(_ result: ContrastResult) -> Color {
        (try? WCAG.composite(result.foreground, over: result.backdrop)) ?? result.foreground
    }
}
