ludo-name = Mensch ärgere dich nicht
ludo-summary = Bring vier Figuren einmal ums Brett ins Ziel; eine 6 setzt eine heraus, wer auf einer fremden landet, schickt sie zurück.

ludo-token = Figur { $n }
ludo-place-yard = Haus
ludo-place-home = Ziel
ludo-place-column = Zielfeld { $n }
ludo-place-square = Feld { $n }
# Zug-Knopf: Figur { $token } kommt raus, zieht { $steps } Felder oder kommt ins Ziel; ⚔ heißt, sie schlägt eine Figur.
ludo-move-out = { $token } ➜ raus
ludo-move-steps = { $token } ➜ +{ $steps }
ludo-move-home = { $token } ➜ 🏠
ludo-move-capture = { $move } ⚔
# Nach einem Zug gesagt, der gegnerische Figuren schlägt („Ann: Figur 2: Feld 9, eine Figur geschlagen“).
ludo-sent-back = { $count ->
    [one] eine Figur geschlagen
   *[other] { $count } Figuren geschlagen
}
ludo-pick-token = { $die } gewürfelt: Figur wählen
ludo-roll-again = Sechs! Noch einmal würfeln
ludo-yard = Haus
ludo-home = Ziel
