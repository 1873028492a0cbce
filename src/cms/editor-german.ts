/**
 * The engine's German strings that address the reader, in the formal address the back office uses
 * ("Sie"); merged over the engine's own in `payload.config.ts`.
 */
export const formalGerman = {
  authentication: {
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse zu einem Benutzerkonto gehört, erhalten Sie in Kürze Anweisungen zum Zurücksetzen Ihres Passworts. Bitte sehen Sie auch in Ihrem Spam-Ordner nach, falls die E-Mail nicht im Posteingang ankommt.',
    forgotPasswordEmailInstructions:
      'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten eine E-Mail mit Anweisungen zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Die Anweisungen zum Zurücksetzen Ihres Passworts gehen an die E-Mail-Adresse, die zu Ihrem Benutzernamen gehört.',
    generatingNewAPIKeyWillInvalidate:
      'Wenn Sie einen neuen API-Schlüssel erzeugen, wird der bisherige <1>ungültig</1>. Möchten Sie fortfahren?',
    loggedIn:
      'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    loggedInChangePassword: 'Ihr Passwort ändern Sie in Ihrem <0>Benutzerkonto</0>.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden abgemeldet.',
    loginWithAnotherUser:
      'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    newAccountCreated:
      'Für Sie wurde ein neues Konto auf <a href="{{serverURL}}">{{serverURL}}</a> angelegt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Danach können Sie sich anmelden.',
    resetYourPassword: 'Passwort zurücksetzen',
    verifyYourEmail: 'E-Mail-Adresse bestätigen',
    youAreInactive:
      'Sie waren eine Weile inaktiv und werden zu Ihrer Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts für Ihr Benutzerkonto angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um fortzufahren:',
    youDidNotRequestPassword:
      'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage:
      'Die Anordnung Ihrer Übersicht hat ungespeicherte Änderungen. Möchten Sie sie verwerfen?',
    noItems:
      'Ihre Übersicht enthält keine Bausteine. Sie können sie über das Menü „Dashboard“ oben hinzufügen.',
  },
  error: {
    deletingTitle:
      'Beim Löschen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound:
      'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
    insufficientClipboardPermissions:
      'Kein Zugriff auf die Zwischenablage. Bitte prüfen Sie die Berechtigungen Ihres Browsers.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung für diese Seite.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung für diese Aktion.',
    restoringTitle:
      'Beim Wiederherstellen von {{title}} ist ein Fehler aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    unauthorized: 'Nicht angemeldet: Für diese Anfrage müssen Sie angemeldet sein.',
    unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument:
      'Geben Sie eine eigene Adresse ein oder verknüpfen Sie ein anderes Dokument.',
    chooseDocumentToLink: 'Wählen Sie das Dokument, auf das Sie verweisen möchten',
  },
  folder: {
    folderTypeDescription:
      'Wählen Sie, welche Arten von Dokumenten in diesem Ordner liegen dürfen.',
    moveItemsToFolderConfirmation:
      'Sie sind dabei, <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemsToRootConfirmation:
      'Sie sind dabei, <1>{{count}} {{label}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
    moveItemToFolderConfirmation:
      'Sie sind dabei, <1>{{title}}</1> nach <2>{{toFolder}}</2> zu verschieben. Sind Sie sicher?',
    moveItemToRootConfirmation:
      'Sie sind dabei, <1>{{title}}</1> in den Hauptordner zu verschieben. Sind Sie sicher?',
  },
  general: {
    aboutToDelete: 'Sie sind dabei, {{label}} <1>{{title}}</1> zu löschen. Sind Sie sicher?',
    aboutToDeleteCount_many: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_one: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToDeleteCount_other: 'Sie sind dabei, {{count}} {{label}} zu löschen.',
    aboutToPermanentlyDelete:
      'Sie sind dabei, {{label}} <1>{{title}}</1> endgültig zu löschen. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash:
      'Sie sind dabei, <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb zu löschen. Sind Sie sicher?',
    aboutToRestore:
      'Sie sind dabei, {{label}} <1>{{title}}</1> wiederherzustellen. Sind Sie sicher?',
    aboutToRestoreAsDraft:
      'Sie sind dabei, {{label}} <1>{{title}}</1> als Entwurf wiederherzustellen. Sind Sie sicher?',
    aboutToRestoreAsDraftCount:
      'Sie sind dabei, {{count}} {{label}} als Entwurf wiederherzustellen.',
    aboutToRestoreCount: 'Sie sind dabei, {{count}} {{label}} wiederherzustellen.',
    aboutToTrash:
      'Sie sind dabei, {{label}} <1>{{title}}</1> in den Papierkorb zu verschieben. Sind Sie sicher?',
    aboutToTrashCount: 'Sie sind dabei, {{count}} {{label}} in den Papierkorb zu verschieben.',
    changesNotSaved:
      'Ihre Änderungen sind nicht gespeichert. Wenn Sie diese Seite verlassen, gehen sie verloren.',
    copyWarning:
      'Sie sind dabei, {{to}} mit {{from}} für {{label}} {{title}} zu überschreiben. Sind Sie sicher?',
    currentlyEditing:
      'bearbeitet gerade dieses Dokument. Wenn Sie übernehmen, wird diese Bearbeitung gesperrt, und nicht gespeicherte Änderungen können verloren gehen.',
    documentOutOfDate:
      'Dieses Dokument wurde gerade von jemand anderem geändert. Ihre Ansicht ist nicht mehr aktuell.',
    enterAValue: 'Wert eingeben',
    moveConfirm:
      'Sie sind dabei, {{count}} {{label}} nach <1>{{destination}}</1> zu verschieben. Sind Sie sicher?',
    sorryNotFound: 'Zu Ihrer Anfrage wurde leider nichts gefunden.',
    unsavedChanges:
      'Sie haben ungespeicherte Änderungen. Speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
    unsavedChangesDuplicate:
      'Sie haben ungespeicherte Änderungen. Möchten Sie trotzdem duplizieren?',
  },
  validation: {
    emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
    username:
      'Bitte geben Sie einen gültigen Benutzernamen ein: Buchstaben, Ziffern, Bindestriche, Punkte und Unterstriche.',
  },
  version: {
    aboutToPublishSelection:
      'Sie sind dabei, alle ausgewählten {{label}} zu veröffentlichen. Sind Sie sicher?',
    aboutToRestore: 'Sie sind dabei, {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRestoreGlobal:
      'Sie sind dabei, {{label}} auf den Stand vom {{versionDate}} zurückzusetzen.',
    aboutToRevertToPublished:
      'Sie sind dabei, dieses Dokument auf den zuletzt veröffentlichten Stand zurückzusetzen. Sind Sie sicher?',
    aboutToUnpublish:
      'Sie sind dabei, die Veröffentlichung dieses Dokuments aufzuheben; es bleibt als Entwurf erhalten. Sind Sie sicher?',
    aboutToUnpublishIn:
      'Sie sind dabei, die Veröffentlichung dieses Dokuments in {{locale}} aufzuheben. Sind Sie sicher?',
    aboutToUnpublishSelection:
      'Sie sind dabei, die Veröffentlichung aller ausgewählten {{label}} aufzuheben. Sind Sie sicher?',
  },
} as const;
