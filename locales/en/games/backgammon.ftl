backgammon-name = Backgammon
backgammon-summary = Race your 15 checkers home and off; hit blots, build points, and double the stakes with the cube.

# A checker move as players write it, from/to: 13/7, bar/22, 6/off.
backgammon-move-button = { $from }/{ $to }
backgammon-bar = bar
backgammon-off = off
backgammon-roll-button = 🎲 Roll
backgammon-double-button = ⬆ Double to { $value }
backgammon-take-button = ✅ Take
backgammon-drop-button = 🏳 Drop
backgammon-undo-button = ↩ Undo
backgammon-confirm-button = ✔ Done
backgammon-to-roll = Roll, or double first
backgammon-to-move = To play: { $dice }
backgammon-no-move = No legal move: press Done
backgammon-doubled = Doubled to { $value }: take or drop?
backgammon-cube = Cube { $value }
backgammon-crawford = Crawford game: no doubling
backgammon-match-to = Match to { $to }: { $score }
backgammon-result = { $kind ->
    [single] Single game
    [gammon] Gammon
    [backgammon] Backgammon
   *[dropped] Double dropped
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
