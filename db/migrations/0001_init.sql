-- 0001: games, the append-only battle log, and the event_log view.
--
-- Times are TEXT in UTC, RFC 3339 with milliseconds, always the same width
-- ("2025-11-30T09:53:00.000Z"), so they sort as text.

CREATE TABLE games (
    id       INTEGER PRIMARY KEY,
    name     TEXT    NOT NULL,
    created  TEXT    NOT NULL,
    rules    TEXT    NOT NULL,
    scale    TEXT    NOT NULL,
    scenario TEXT    NOT NULL,
    seed     INTEGER NOT NULL,
    options  TEXT    NOT NULL DEFAULT '{}' CONSTRAINT options_json CHECK (json_valid(options))
);

-- A game's rules, scale, scenario, seed, options and creation time are fixed
-- when it is created: replaying its log depends on them.
CREATE TRIGGER games_fixed BEFORE UPDATE OF created, rules, scale, scenario, seed, options ON games
BEGIN
    SELECT RAISE(ABORT, 'a game''s rules, scale, scenario, seed and options never change');
END;

-- One row per referee command, as typed; seq counts 1, 2, 3... within a game.
CREATE TABLE commands (
    game_id INTEGER NOT NULL REFERENCES games (id),
    seq     INTEGER NOT NULL CHECK (seq >= 1),
    time    TEXT    NOT NULL,
    text    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

-- The events each command caused, in one global order per game (seq 1, 2,
-- 3...). The payload is JSON chosen by the engine; it holds every die used,
-- and whether the program rolled it or the referee typed it in.
CREATE TABLE events (
    game_id     INTEGER NOT NULL,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    command_seq INTEGER NOT NULL,
    time        TEXT    NOT NULL,
    turn        INTEGER NOT NULL,
    side        TEXT    NOT NULL,
    phase       TEXT    NOT NULL,
    kind        TEXT    NOT NULL CONSTRAINT kind_set CHECK (kind <> ''),
    payload     TEXT    NOT NULL CONSTRAINT payload_json CHECK (json_valid(payload)),
    -- The record and unit separators, characters 30 and 31, stay out of the
    -- names: db.Events reads events and their fields joined by them.
    CONSTRAINT names_plain CHECK (instr(side || phase || kind, char(30)) = 0
                              AND instr(side || phase || kind, char(31)) = 0),
    PRIMARY KEY (game_id, seq),
    FOREIGN KEY (game_id, command_seq) REFERENCES commands (game_id, seq)
) WITHOUT ROWID;

-- The undo and redo events, by the command that holds them: small, and all
-- the event_log view needs to work out what is voided.
CREATE INDEX events_marks ON events (game_id, command_seq) WHERE kind IN ('undo', 'redo');

-- The log is append-only: nothing is ever changed or deleted, not even by
-- hand in the sqlite3 shell. Undo appends an event instead.
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only');
END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN
    SELECT RAISE(ABORT, 'events are append-only');
END;
CREATE TRIGGER commands_no_update BEFORE UPDATE ON commands
BEGIN
    SELECT RAISE(ABORT, 'commands are append-only');
END;
CREATE TRIGGER commands_no_delete BEFORE DELETE ON commands
BEGIN
    SELECT RAISE(ABORT, 'commands are append-only');
END;

-- event_log is the events table with one more column, voided_by: the seq of
-- the undo event that currently voids the event's command, NULL while the
-- command stands. The rule (engine.Voided, through engine.MarkVoided, is the same rule in Go; keep
-- the two in step):
--
--   * A mark is an event of kind 'undo' or 'redo' whose payload names a
--     command: {"command": N}, N a JSON integer.
--   * A mark counts only if N names an earlier command of the same game
--     (1 <= N < the mark's own command) and that command holds no marks
--     itself: undo and redo commands are never voided, an undo of an undo is
--     ignored (redo is the way back).
--   * Marks for N are read in order. Undo voids N if it stands; redo restores
--     N if it is voided; either is a no-op otherwise. So N is voided when its
--     last mark is an undo, and voided_by is the first undo after the last
--     redo (later undos of an already voided command change nothing).
CREATE VIEW event_log AS
WITH marks AS MATERIALIZED (
    SELECT game_id, seq, command_seq, kind, payload
    FROM events
    WHERE kind IN ('undo', 'redo')
),
holders AS MATERIALIZED (
    SELECT DISTINCT game_id, command_seq FROM marks
),
counted AS MATERIALIZED (
    SELECT m.game_id, m.seq, m.kind, json_extract(m.payload, '$.command') AS target
    FROM marks AS m
    WHERE json_type(m.payload, '$.command') = 'integer'
      AND json_extract(m.payload, '$.command') BETWEEN 1 AND m.command_seq - 1
      AND NOT EXISTS (
          SELECT 1 FROM holders AS h
          WHERE h.game_id = m.game_id AND h.command_seq = json_extract(m.payload, '$.command'))
),
last_redo AS (
    SELECT game_id, target, max(seq) AS seq
    FROM counted
    WHERE kind = 'redo'
    GROUP BY game_id, target
),
voids AS (
    SELECT u.game_id, u.target, min(u.seq) AS voided_by
    FROM counted AS u
    LEFT JOIN last_redo AS r ON r.game_id = u.game_id AND r.target = u.target
    WHERE u.kind = 'undo' AND u.seq > coalesce(r.seq, 0)
    GROUP BY u.game_id, u.target
)
SELECT e.game_id, e.seq, e.command_seq, e.time, e.turn, e.side, e.phase, e.kind, e.payload,
       v.voided_by
FROM events AS e
LEFT JOIN voids AS v ON v.game_id = e.game_id AND v.target = e.command_seq;
