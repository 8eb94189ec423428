long-nardy-name = Lange Nardy
long-nardy-summary = Zieh fünfzehn Steine in dieselbe Richtung von deinem Kopf aus und würfle sie hinaus; kein Schlagen, ein Stein hält einen Punkt.

long-nardy-move-button = { $from } → { $to }
long-nardy-off = raus
long-nardy-undo-button = ↩ Zurück
long-nardy-confirm-button = ✔ Fertig
long-nardy-to-move = Zu ziehen: { $dice }
long-nardy-turn-done = Alle Würfel gezogen: Fertig drücken oder zurücknehmen
long-nardy-no-move = Kein Zug möglich: Fertig drücken
long-nardy-opening = Eröffnungswurf { $first }–{ $second }
long-nardy-result = { $mars ->
    [yes] Mars! { $points } Punkte
   *[no] { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
}
