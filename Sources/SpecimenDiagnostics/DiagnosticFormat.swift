import Foundation

/// How diagnostics are written: for people, for GitHub's pull-request annotations, or for tools.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// Compiler-style, with the source line, a caret, why and the fix.
    case human
    /// GitHub workflow commands (`::error file=…,line=…,col=…,title=…::message`).
    case github
    /// One JSON document; the schema is documented in the README and is stable within `version`.
    case json

    /// Renders every diagnostic followed by the summary line (for `json`, one document that holds both,
    /// and `sections`, such as `baseline`, as further top-level members).
    public func render(_ diagnostics: [Diagnostic], summary: String, printer: DiagnosticPrinter, sections: [String: Any] = [:]) -> String {
        switch self {
        case .human:
            return Self.human(diagnostics, printer: printer) + summary + "\n"
        case .github:
            return diagnostics.map(Self.githubCommand).joined(separator: "\n") + (diagnostics.isEmpty ? "" : "\n") + summary + "\n"
        case .json:
            return Self.json(diagnostics, summary: summary, sections: sections)
        }
    }

    /// The most diagnostics of one code a terminal shows; the GitHub and JSON formats keep every one.
    package static let humanLimitPerCode = 20

    /// The human format: each diagnostic in full, up to `humanLimitPerCode` of one code, then one line saying how
    /// many more of it there are (a palette survey or a thousand broken links should not bury the rest).
    private static func human(_ diagnostics: [Diagnostic], printer: DiagnosticPrinter) -> String {
        var shown: [DiagnosticCode: Int] = [:]
        var hidden: [(code: DiagnosticCode, severity: Diagnostic.Severity, count: Int)] = []
        var text = ""
        for diagnostic in diagnostics {
            let count = shown[diagnostic.code, default: 0]
            shown[diagnostic.code] = count + 1
            if count < humanLimitPerCode {
                text += printer.format(diagnostic) + "\n\n"
            } else if let index = hidden.firstIndex(where: { $0.code == diagnostic.code }) {
                hidden[index].count += 1
                if diagnostic.severity == .error { hidden[index].severity = .error }
            } else {
                hidden.append((diagnostic.code, diagnostic.severity, 1))
            }
        }
        for (code, severity, count) in hidden {
            text += "\(severity.rawValue): and \(count) more like this (\(code)); `--format json` or `--format github` lists every one\n\n"
        }
        return text
    }

    /// One workflow command; newlines and separators escaped as GitHub requires.
    package static func githubCommand(_ diagnostic: Diagnostic) -> String {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
        }
        properties.append("title=\(property("specimen: " + diagnostic.code.rawValue))")
        var message = diagnostic.message
        if let reason = diagnostic.reason { message += "\n" + reason }
        if let fix = diagnostic.fix { message += "\nFix: " + fix }
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(data(message))"
    }

    /// `{"version":1,"diagnostics":[…],"summary":{…}}` with sorted keys, one line.
    package static func json(_ diagnostics: [Diagnostic], summary: String, sections: [String: Any] = [:]) -> String {
        let items: [[String: Any]] = diagnostics.map { diagnostic in
            var item: [String: Any] = ["severity": diagnostic.severity.rawValue, "code": diagnostic.code.rawValue, "message": diagnostic.message]
            if let location = diagnostic.location {
                item["file"] = location.file
                item["line"] = location.line
                item["column"] = location.column
            }
            if let reason = diagnostic.reason { item["reason"] = reason }
            if let fix = diagnostic.fix { item["fix"] = fix }
            return item
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        var document: [String: Any] = [
            "version": 1,
            "diagnostics": items,
            "summary": ["errors": errors, "warnings": diagnostics.count - errors, "text": summary],
        ]
        for (name, section) in sections { document[name] = section }
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
