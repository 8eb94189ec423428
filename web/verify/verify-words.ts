/**
 * The verify page's words (web/verify/), kept out of /play's catalogs
 * (web/i18n-en.ts, web/i18n-de.ts) so /play's bundle does not carry them;
 * the language is /play's (web/i18n.ts).
 */
import type { InEveryLanguage } from "../../src/games/languages.ts";
import { fill, LANG } from "../i18n.ts";

const en = {
  verifyTitle: "Verify a game",
  verifyIntro:
    "This page replays the game here, in your browser, with the game's own rules: every roll, move and hash of its published record. It takes nobody's word for the result.",
  verifyChecking: "Checking…",
  verifyOk: "✔ Verified: {moves} moves replayed, every roll and hash matches.",
  verifyBad: "✘ Not verified. The first step that differs:",
  verifyEntropyBad:
    "✘ Not verified: the replay matches, but the game's record lacks randomness this browser sent.",
  verifyAllProblems: "All {n} problems",
  verifyGame: "Game {id} · checked in {ms} ms",
  verifyEntropyNone: "This browser sent no randomness of its own to this game.",
  verifyEntropyOk: "All {n} random contributions this browser sent are in the game's record.",
  verifyEntropyMissing:
    "{missing} of {n} random contributions this browser sent are missing from the game's record:",
  verifyFetchFailed: "The game's record could not be fetched: {detail}",
  verifyNotJson: "This file is not JSON.",
  verifyFile: "Check a saved export file (choose or drop it here)",
  verifyDownload: "Save this game's export",
};

const de: Record<keyof typeof en, string> = {
  verifyTitle: "Ein Spiel prüfen",
  verifyIntro:
    "Diese Seite spielt das Spiel hier in deinem Browser mit den Regeln des Spiels nach: jeden Wurf, jeden Zug und jeden Hash seiner veröffentlichten Aufzeichnung. Sie verlässt sich auf niemandes Wort zum Ergebnis.",
  verifyChecking: "Wird geprüft…",
  verifyOk: "✔ Geprüft: {moves} Züge nachgespielt, jeder Wurf und jeder Hash stimmt.",
  verifyBad: "✘ Nicht bestätigt. Der erste Schritt, der abweicht:",
  verifyEntropyBad:
    "✘ Nicht bestätigt: Das Nachspielen stimmt, aber in der Aufzeichnung fehlt Zufall, den dieser Browser beigesteuert hat.",
  verifyAllProblems: "Alle {n} Abweichungen",
  verifyGame: "Spiel {id} · in {ms} ms geprüft",
  verifyEntropyNone: "Dieser Browser hat diesem Spiel keinen eigenen Zufall beigesteuert.",
  verifyEntropyOk: "Alle {n} Zufallsbeiträge dieses Browsers stehen in der Aufzeichnung des Spiels.",
  verifyEntropyMissing:
    "{missing} von {n} Zufallsbeiträgen dieses Browsers fehlen in der Aufzeichnung des Spiels:",
  verifyFetchFailed: "Die Aufzeichnung des Spiels ließ sich nicht laden: {detail}",
  verifyNotJson: "Diese Datei ist kein JSON.",
  verifyFile: "Eine gespeicherte Exportdatei prüfen (hier auswählen oder ablegen)",
  verifyDownload: "Export dieses Spiels speichern",
};

const CATALOGS: InEveryLanguage<Record<keyof typeof en, string>> = { en, de };

/** A verify page message in the page's language, with {placeholders} filled in. */
export function tv(key: keyof typeof en, vars: Record<string, string | number> = {}): string {
  return fill(CATALOGS[LANG][key], vars);
}
