// Placeholder so the target builds; the widget library replaces this file.
public enum WidgetsModule {}
