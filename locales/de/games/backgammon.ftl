backgammon-name = Backgammon
backgammon-summary = Bring deine 15 Steine heim und hinaus; schlag einzelne Steine, bau Punkte und verdopple den Einsatz mit dem Dopplerwürfel.

backgammon-move-button = { $from }/{ $to }
backgammon-bar = bar
backgammon-off = off
backgammon-roll-button = 🎲 Würfeln
backgammon-double-button = ⬆ Doppeln auf { $value }
backgammon-take-button = ✅ Annehmen
backgammon-drop-button = 🏳 Aufgeben
backgammon-undo-button = ↩ Zurück
backgammon-confirm-button = ✔ Fertig
backgammon-to-roll = Würfeln, oder vorher doppeln
backgammon-to-move = Zu ziehen: { $dice }
backgammon-no-move = Kein Zug möglich: Fertig drücken
backgammon-doubled = Auf { $value } gedoppelt: annehmen oder aufgeben?
backgammon-cube = Doppler { $value }
backgammon-crawford = Crawford-Spiel: kein Doppeln
backgammon-match-to = Match bis { $to }: { $score }
backgammon-result = { $kind ->
    [single] Einfacher Sieg
    [gammon] Gammon
    [backgammon] Backgammon
   *[dropped] Doppel abgelehnt
}: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
