-- 0002: snapshots, a cache of rebuilt game states.
--
-- A snapshot is a game's state as the engine saved it (JSON) right after the
-- event event_seq, the last event of the command command_seq. Opening a game
-- restores its latest snapshot and replays only the events after it, instead
-- of every event. It is a cache, never the source of truth: the events are.
-- So, unlike the log, snapshots may be replaced and deleted (ogretable keeps
-- the latest of each game), and deleting them all loses nothing but time.
CREATE TABLE snapshots (
    game_id     INTEGER NOT NULL,
    event_seq   INTEGER NOT NULL CHECK (event_seq >= 1),
    command_seq INTEGER NOT NULL CHECK (command_seq >= 1),
    time        TEXT    NOT NULL,
    state       TEXT    NOT NULL CONSTRAINT state_json CHECK (json_valid(state)),
    PRIMARY KEY (game_id, event_seq),
    FOREIGN KEY (game_id, event_seq) REFERENCES events (game_id, seq)
);
