package db

// SchemaVersion is the newest database schema this build knows: the
// user_version it gives a file it opens for writing (ogretable --version
// prints it).
func SchemaVersion() int { return schemaVersion }
