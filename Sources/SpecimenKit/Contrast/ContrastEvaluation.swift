import SpecimenDiagnostics
import SpecimenTokens

/// A project's contrast: its declared pairs (`content/contrast.yml`, the components' own) checked in every mode,
/// and what changed since `--baseline`.
struct ContrastEvaluation: Sendable {
    /// One result per pair and mode, worst first.
    var results: [ContrastResult] = []
    /// The translucent backgrounds measured over the page background.
    var backdrops: [ContrastChecker.PageBackdrop] = []
    /// The problems that left pairs out, which the contrast page lists under the table.
    var unchecked: [Diagnostic] = []
    /// Every problem: the declarations', the pairs' and the baseline's.
    var diagnostics: [Diagnostic] = []
    /// What changed since `--baseline`, when one was given.
    var comparison: ContrastComparison?
    /// The palette survey `contrast.yml` asks for, apart from the pairs.
    var survey = ContrastSurvey()

    /// Checks the pairs of `design` that `components` (the supported ones) and the contrast file declare.
    static func evaluate(_ design: DesignSystem, components: [String], project: Project, baseline: ContrastBaselineOption?) -> ContrastEvaluation {
        guard design.hasTokens else { return ContrastEvaluation() }
        let contrastFile = project.contrastFile
        let (declarations, declarationProblems, page, surveyed) = ContrastDeclarations.load(
            contrastFile: contrastFile, displayPath: project.displayPath(contrastFile), components: design.components,
            only: components, tokens: design.tokens
        )
        var evaluation = ContrastEvaluation()
        var problems: [Diagnostic]
        (evaluation.results, problems, evaluation.backdrops) = ContrastChecker.evaluate(declarations, tokens: design.tokens, page: page)
        if !surveyed.isEmpty {
            evaluation.survey = ContrastSurvey.measure(
                surveyed, tokens: design.tokens, page: ContrastChecker.pageToken(named: page, tokens: design.tokens))
        }
        // The pairs that could not be checked, and why, are listed on the contrast page too.
        evaluation.unchecked = (declarationProblems + problems).filter { $0.code != .contrastFailure && !$0.advisory }
        if let baseline {
            // Its problems name it from the project, as every file is named (the command names them from where it
            // runs); the comparison's summary, as the user wrote it.
            let named = project.displayPath(baseline.url, climbing: true)
            let (loaded, baselineProblems) = ContrastBaseline.load(baseline.url, displayPath: named)
            problems += baselineProblems
            if let loaded {
                var comparison = ContrastComparison.compare(evaluation.results, with: loaded, tokens: design.tokens, maxDrop: baseline.maxRatioDrop)
                // `site/contrast.json` for a built site's folder, as the loaded baseline names it.
                let typed =
                    baseline.displayPath.hasSuffix("/") && baseline.displayPath.count > 1
                    ? String(baseline.displayPath.dropLast()) : baseline.displayPath
                comparison.baselinePath = typed + loaded.displayPath.dropFirst(named.count)
                // A pair that now fails is reported once, at the token that broke it.
                let replaced = comparison.replacedFailures()
                problems = problems.filter { !replaced.contains($0) } + comparison.diagnostics()
                evaluation.comparison = comparison
            }
        }
        evaluation.diagnostics = declarationProblems + problems
        return evaluation
    }

    /// The table at a glance: its pairs, modes, failing and accepted pairs, and the survey; `nil` when nothing was checked.
    var summary: ContrastSummary? {
        guard !results.isEmpty || !survey.entries.isEmpty else { return nil }
        let rows = ContrastPage.rows(results)
        return ContrastSummary(
            pairs: rows.count, modes: Set(results.map(\.mode)).count, failing: rows.filter { $0.status == "fail" }.count,
            accepted: rows.filter { $0.status == "allowed" }.count, surveyed: survey.entries.count,
            readableAsBody: survey.readableAsBody.map { .init(mode: $0.mode, count: $0.count) })
    }
}
