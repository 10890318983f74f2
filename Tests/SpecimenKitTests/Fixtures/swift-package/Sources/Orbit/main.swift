// Prints what the app would draw, so a test can read it back.
let card = CardStyle()
print("card padding \(card.padding), radius \(card.cornerRadius), width for 300: \(card.outerWidth(content: 300))")
print("surface \(card.background.light.hex) light, \(card.background.dark.hex) dark")
print("accent \(DesignTokens.Colors.accent.light.hex), focus ring \(DesignTokens.Colors.focus.light.hex)")
print("title \(card.title.family ?? "system") \(card.title.size) pt, weight \(card.title.weight ?? 400)")
print("appear \(card.appear) s")
