import Foundation
import SpecimenDiagnostics

/// Composite values whose members may be aliases: stroke styles, borders, transitions, shadows and gradients.
extension ValueReader {
    mutating func readStrokeStyle(_ node: JSONValue) -> StrokeStyleValue? {
        if let keyword = node.stringValue {
            if StrokeStyleValue.keywords.contains(keyword) { return .keyword(keyword) }
            let words = keyword.split(separator: " ").map(String.init)
            let lengths = words.compactMap { Self.splitMeasure($0) }.filter { !$0.1.isEmpty }
            if !lengths.isEmpty {
                let dashes = lengths.map { #"{ "value": \#(TokenNumber.text($0.0)), "unit": "\#($0.1)" }"# }.joined(separator: ", ")
                let cap = words.first { StrokeStyleValue.lineCaps.contains($0) } ?? "butt"
                return fail(
                    node, "stroke style `\(keyword)` is the old string form with dash lengths",
                    reason:
                        "In the 2025.10 format a stroke style string is only one of the keywords \(Self.list(StrokeStyleValue.keywords)); a dash pattern is an object with `dashArray` and `lineCap`.",
                    fix: #"Write `{ "dashArray": [\#(dashes)], "lineCap": "\#(cap)" }`."#)
            }
            return fail(
                node, "unknown stroke style `\(keyword)`",
                reason: "A stroke style keyword is one of \(StrokeStyleValue.keywords.map { "`\($0)`" }.joined(separator: ", ")).",
                fix: NameSuggestions.didYouMean(Suggestions.nearest(to: keyword, in: StrokeStyleValue.keywords, limit: 1))
                    ?? "Use one of those keywords.")
        }
        guard node.objectMembers != nil else { return invalid(node, .strokeStyle) }
        guard let fields = readFields(node, label: "stroke style", required: ["dashArray", "lineCap"], optional: []),
            let dashNode = fields["dashArray"], let capNode = fields["lineCap"]
        else { return nil }
        guard let dashElements = dashNode.arrayElements, !dashElements.isEmpty else {
            return fail(
                dashNode, "`dashArray` must be a non-empty array of dimensions",
                reason: "The dash array lists alternating dash and gap lengths.",
                fix: "Write it like `[{ \"value\": 4, \"unit\": \"px\" }, { \"value\": 2, \"unit\": \"px\" }]`.")
        }
        var dashes: [DimensionValue] = []
        for element in dashElements {
            guard case .dimension(let dash) = readMember(element, as: .dimension) else { return nil }
            dashes.append(dash)
        }
        guard let cap = capNode.stringValue, StrokeStyleValue.lineCaps.contains(cap) else {
            return fail(
                capNode, "unknown line cap `\(capNode.snippet)`",
                reason: "`lineCap` is `round`, `butt` or `square`.", fix: "Use one of those three.")
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    mutating func readBorder(_ node: JSONValue) -> BorderValue? {
        guard node.objectMembers != nil else { return invalid(node, .border) }
        guard let fields = readFields(node, label: "border", required: ["color", "width", "style"], optional: []),
            let colorNode = fields["color"], let widthNode = fields["width"], let styleNode = fields["style"]
        else { return nil }
        let color = readMember(colorNode, as: .color)
        let width = readMember(widthNode, as: .dimension)
        let style = readMember(styleNode, as: .strokeStyle)
        guard case .color(let c) = color, case .dimension(let w) = width, case .strokeStyle(let s) = style else { return nil }
        return BorderValue(color: c, width: w, style: s)
    }

    mutating func readTransition(_ node: JSONValue) -> TransitionValue? {
        guard node.objectMembers != nil else { return invalid(node, .transition) }
        guard let fields = readFields(node, label: "transition", required: ["duration", "delay", "timingFunction"], optional: []),
            let durationNode = fields["duration"], let delayNode = fields["delay"], let curveNode = fields["timingFunction"]
        else { return nil }
        let duration = readMember(durationNode, as: .duration)
        let delay = readMember(delayNode, as: .duration)
        let curve = readMember(curveNode, as: .cubicBezier)
        guard case .duration(let d) = duration, case .duration(let wait) = delay, case .cubicBezier(let c) = curve else { return nil }
        return TransitionValue(duration: d, delay: wait, timingFunction: c)
    }

    mutating func readShadows(_ node: JSONValue) -> [ShadowValue]? {
        if node.objectMembers != nil { return readShadow(node).map { [$0] } }
        guard let elements = node.arrayElements, !elements.isEmpty else { return invalid(node, .shadow) }
        var layers: [ShadowValue] = []
        var failed = false
        for element in elements {
            if element.objectMembers != nil {
                if let layer = readShadow(element) { layers.append(layer) } else { failed = true }
            } else if case .shadow(let referenced) = readMember(element, as: .shadow) {
                // CSS has one flat list of shadows, so a referenced multi-layer shadow contributes all its layers.
                layers += referenced
            } else {
                failed = true
            }
        }
        return failed ? nil : layers
    }

    mutating func readShadow(_ node: JSONValue) -> ShadowValue? {
        let node = toolShadow(node)
        guard let fields = readFields(node, label: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"]) else {
            return nil
        }
        var dimensions: [String: DimensionValue] = [:]
        var failed = false
        for key in ["offsetX", "offsetY", "blur", "spread"] {
            if let member = fields[key], case .dimension(let value) = readMember(member, as: .dimension) {
                dimensions[key] = value
            } else {
                failed = true
            }
        }
        let color = fields["color"].flatMap { readMember($0, as: .color) }
        var inset = false
        if let insetNode = fields["inset"] {
            guard case .bool(let value) = insetNode.kind else {
                return fail(
                    insetNode, "`inset` must be `true` or `false`",
                    reason: "`inset` says whether the shadow is drawn inside the shape.", fix: "Write `true` or `false` without quotes.")
            }
            inset = value
        }
        guard !failed, case .color(let c) = color, let x = dimensions["offsetX"], let y = dimensions["offsetY"],
            let blur = dimensions["blur"], let spread = dimensions["spread"]
        else { return nil }
        return ShadowValue(color: c, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }

    /// Tokens Studio writes shadows as `{ x, y, blur, spread, color, type }`; that form is read as
    /// the format's, with a warning, and anything else is returned as it is.
    mutating func toolShadow(_ node: JSONValue) -> JSONValue {
        guard let members = node.objectMembers, members.contains(where: { $0.key == "x" || $0.key == "y" }),
            !members.contains(where: { $0.key == "offsetX" || $0.key == "offsetY" })
        else { return node }
        let renamed: [String: String] = ["x": "offsetX", "y": "offsetY"]
        var converted: [JSONMember] = []
        for member in members {
            if member.key == "type" {
                if member.value.stringValue == "innerShadow" {
                    converted.append(
                        JSONMember(key: "inset", keyLocation: member.keyLocation, value: JSONValue(.bool(true), at: member.value.location)))
                }
                continue
            }
            var copy = member
            copy.key = renamed[member.key] ?? member.key
            converted.append(copy)
        }
        formLeniency(
            "shadow x y",
            .warning(
                .tokenShadowForm, at: node.location, "shadow written with `x` and `y` is read as `offsetX` and `offsetY`",
                reason:
                    "The 2025.10 format names a shadow's offsets `offsetX` and `offsetY`, and an inner shadow has `\"inset\": true`; this is the form Tokens Studio writes.",
                fix: "Rename `x` to `offsetX` and `y` to `offsetY`, and write `\"inset\": true` instead of `\"type\": \"innerShadow\"`."
            ))
        return JSONValue(.object(converted), at: node.location)
    }

    mutating func readGradient(_ node: JSONValue) -> [GradientStop]? {
        guard let elements = node.arrayElements, !elements.isEmpty else { return invalid(node, .gradient) }
        var stops: [GradientStop] = []
        var failed = false
        for element in elements {
            if case .path = AliasSyntax.form(of: element) {
                // A reference to a gradient token stands for its stops.
                if case .gradient(let referenced) = readMember(element, as: .gradient) { stops += referenced } else { failed = true }
                continue
            }
            guard element.objectMembers != nil else {
                failed = true
                _ = invalid(element, .gradient) as GradientStop?
                continue
            }
            guard let fields = readFields(element, label: "gradient stop", required: ["color", "position"], optional: []),
                let colorNode = fields["color"], let positionNode = fields["position"]
            else {
                failed = true
                continue
            }
            let color = readMember(colorNode, as: .color)
            let position = readMember(positionNode, as: .number)
            guard case .color(let c) = color, case .number(let p) = position else {
                failed = true
                continue
            }
            // Positions outside 0 to 1 count as clamped, as the format says.
            stops.append(GradientStop(color: c, position: min(max(p, 0), 1)))
        }
        return failed ? nil : stops
    }
}
