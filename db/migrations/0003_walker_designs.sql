-- 0003: walker designs, the referee's own walkers bought by points (000 FAQ,
-- Walkers, 4.0 Buying Walkers).
--
-- A design is kept by its unit type id (walker:NAME, from its name) with the
-- whole design as JSON. Designs are not part of any game's log: a game
-- records the definition of each design it fields when it enters play, so
-- editing or deleting a design here never changes a game.
CREATE TABLE walker_designs (
    id      INTEGER PRIMARY KEY,
    type_id TEXT    NOT NULL UNIQUE,
    name    TEXT    NOT NULL,
    created TEXT    NOT NULL,
    updated TEXT    NOT NULL,
    design  TEXT    NOT NULL CONSTRAINT design_json CHECK (json_valid(design))
);
