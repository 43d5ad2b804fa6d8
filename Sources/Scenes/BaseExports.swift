// Scenes' public API speaks of Base's types (`SceneKind`, `BounceSide`, `TabMemory`): whoever
// imports Scenes gets them without a second import.
@_exported import Base
