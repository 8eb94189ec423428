## Die Prüfseite (/play/verify).

verifyHome = Würfel- & Brettspiele
verifyTitle = Ein Spiel prüfen
verifyIntro = Diese Seite spielt das Spiel hier in deinem Browser mit den Regeln des Spiels nach: jeden Wurf, jeden Zug und jeden Hash seiner veröffentlichten Aufzeichnung. Sie verlässt sich auf niemandes Wort zum Ergebnis.
verifyChecking = Wird geprüft…
verifyOk =
    ✔ Geprüft: { $moves ->
        [one] ein Zug nachgespielt
       *[other] { $moves } Züge nachgespielt
    }, jeder Wurf und jeder Hash stimmt.
verifyBad = ✘ Nicht bestätigt. Der erste Schritt, der abweicht:
verifyEntropyBad = ✘ Nicht bestätigt: Das Nachspielen stimmt, aber in der Aufzeichnung fehlt Zufall, den dieser Browser beigesteuert hat.
verifyAllProblems = Alle { $n } Abweichungen
verifyGame = Spiel { $id } · in { $ms } ms geprüft
verifyEntropyNone = Dieser Browser hat diesem Spiel keinen eigenen Zufall beigesteuert.
verifyEntropyOk =
    { $n ->
        [one] Der eine Zufallsbeitrag dieses Browsers steht in der Aufzeichnung des Spiels.
       *[other] Alle { $n } Zufallsbeiträge dieses Browsers stehen in der Aufzeichnung des Spiels.
    }
verifyEntropyMissing = { $missing } von { $n } Zufallsbeiträgen dieses Browsers fehlen in der Aufzeichnung des Spiels:
verifyFetchFailed = Die Aufzeichnung des Spiels ließ sich nicht laden: { $detail }
verifyNotJson = Diese Datei ist kein JSON.
verifyFile = Eine gespeicherte Exportdatei prüfen (hier auswählen oder ablegen)
verifyDownload = Export dieses Spiels speichern
verifyOptions = Das Spiel wurde mit diesen Optionen angesetzt und nachgespielt:
