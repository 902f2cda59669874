// Generated from the API's OpenAPI document (/api/docs/json) by `npm run api:types`:
// do not edit. The web app's API layer is typed by it, so a change of the API that the web app
// does not follow fails `npm run typecheck`.
export interface paths {
  '/api/admin/appeals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get admin appeals (admin)
     * @description Get admin appeals (admin). Needs the bearer token of an admin.
     */
    get: operations['getAdminAppeals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/appeals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin appeals by id (admin)
     * @description Update admin appeals by id (admin). Needs the bearer token of an admin.
     */
    put: operations['putAdminAppealsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get admin audit (admin)
     * @description Get admin audit (admin). Needs the bearer token of an admin.
     */
    get: operations['getAdminAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get admin counts (admin)
     * @description Get admin counts (admin). Needs the bearer token of an admin.
     */
    get: operations['getAdminCounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/edit-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get admin edit requests (admin)
     * @description Get admin edit requests (admin). Needs the bearer token of an admin.
     */
    get: operations['getAdminEditRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/edit-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin edit requests by id (admin)
     * @description Update admin edit requests by id (admin). Needs the bearer token of an admin.
     */
    put: operations['putAdminEditRequestsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get admin projects (admin)
     * @description Get admin projects (admin). Needs the bearer token of an admin.
     */
    get: operations['getAdminProjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/projects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin projects by id (admin)
     * @description Update admin projects by id (admin). Needs the bearer token of an admin.
     */
    put: operations['putAdminProjectsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/projects/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin projects by id status (admin)
     * @description Update admin projects by id status (admin). Needs the bearer token of an admin.
     */
    put: operations['putAdminProjectsByIdStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get admin reports (admin)
     * @description Get admin reports (admin). Needs the bearer token of an admin.
     */
    get: operations['getAdminReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin reports by id (admin)
     * @description Update admin reports by id (admin). Needs the bearer token of an admin.
     */
    put: operations['putAdminReportsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{targetType}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin reports by targetType by id (admin)
     * @description Update admin reports by targetType by id (admin). Needs the bearer token of an admin.
     */
    put: operations['putAdminReportsByTargetTypeById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin reviews by id status (admin)
     * @description Update admin reviews by id status (admin). Needs the bearer token of an admin.
     */
    put: operations['putAdminReviewsByIdStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get admin users (admin)
     * @description Get admin users (admin). Needs the bearer token of an admin.
     */
    get: operations['getAdminUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update admin users by id status (admin)
     * @description Update admin users by id status (admin). Needs the bearer token of an admin.
     */
    put: operations['putAdminUsersByIdStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/vote-integrity/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run the serial-vote and vote-ring detector now
     * @description Run the serial-vote and vote-ring detector now. Needs the bearer token of an admin.
     */
    post: operations['postAdminVoteIntegrityRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/vote-rings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get admin vote rings (admin)
     * @description Get admin vote rings (admin). Needs the bearer token of an admin.
     */
    get: operations['getAdminVoteRings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/vote-rings/{ringId}/clear': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Clear a flagged vote ring: its members' votes weigh again
     * @description Clear a flagged vote ring: its members' votes weigh again. Needs the bearer token of an admin.
     */
    post: operations['postAdminVoteRingsByRingIdClear'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/vote-rings/{ringId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Clear a flagged vote ring, with an optional reason for the audit trail
     * @description Clear a flagged vote ring, with an optional reason for the audit trail. Needs the bearer token of an admin.
     */
    put: operations['putAdminVoteRingsByRingIdStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get campaigns (signed in)
     * @description Get campaigns (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getCampaigns'];
    put?: never;
    /**
     * Create campaigns (signed in)
     * @description Create campaigns (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postCampaigns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get campaigns by id (signed in)
     * @description Get campaigns by id (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getCampaignsById'];
    /**
     * Update campaigns by id (signed in)
     * @description Update campaigns by id (signed in). Needs the bearer token of a signed-in user.
     */
    put: operations['putCampaignsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create campaigns by id cancel (signed in)
     * @description Create campaigns by id cancel (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postCampaignsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{id}/claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create campaigns by id claim (signed in)
     * @description Create campaigns by id claim (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postCampaignsByIdClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{id}/claim-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create campaigns by id claim logs (signed in)
     * @description Create campaigns by id claim logs (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postCampaignsByIdClaimLogs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{id}/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create campaigns by id join (signed in)
     * @description Create campaigns by id join (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postCampaignsByIdJoin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create campaigns by id publish (signed in)
     * @description Create campaigns by id publish (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postCampaignsByIdPublish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{id}/tasks/{taskId}/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create campaigns by id tasks by taskId check (signed in)
     * @description Create campaigns by id tasks by taskId check (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postCampaignsByIdTasksByTaskIdCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/campaigns/{id}/winners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get campaigns by id winners (signed in)
     * @description Get campaigns by id winners (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getCampaignsByIdWinners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/donate-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get donate logs (signed in)
     * @description Get donate logs (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getDonateLogs'];
    put?: never;
    /**
     * Create donate logs (signed in)
     * @description Create donate logs (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postDonateLogs'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/donate-statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get donate statistics (signed in)
     * @description Get donate statistics (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getDonateStatistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/donate-statistics/user/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get donate statistics user by userId (signed in)
     * @description Get donate statistics user by userId (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getDonateStatisticsUserByUserId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/{id}/project': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create follows by id project (signed in)
     * @description Create follows by id project (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postFollowsByIdProject'];
    /**
     * Delete follows by id project (signed in)
     * @description Delete follows by id project (signed in). Needs the bearer token of a signed-in user.
     */
    delete: operations['deleteFollowsByIdProject'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/{id}/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create follows by id user (signed in)
     * @description Create follows by id user (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postFollowsByIdUser'];
    /**
     * Delete follows by id user (signed in)
     * @description Delete follows by id user (signed in). Needs the bearer token of a signed-in user.
     */
    delete: operations['deleteFollowsByIdUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get follows projects (signed in)
     * @description Get follows projects (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getFollowsProjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/follows/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get follows users (signed in)
     * @description Get follows users (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getFollowsUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get health
     * @description Get health. Public: no token needed.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get health live
     * @description Get health live. Public: no token needed.
     */
    get: operations['getHealthLive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a one-time code and the Sign-In with Ethereum message to sign
     * @description Issue a one-time code and the Sign-In with Ethereum message to sign. Public: no token needed.
     */
    post: operations['postLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create logout (signed in)
     * @description Create logout (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get me (signed in)
     * @description Get me (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getMe'];
    /**
     * Update me (signed in)
     * @description Update me (signed in). Needs the bearer token of a signed-in user.
     */
    put: operations['putMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my-campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my campaigns (signed in)
     * @description Get my campaigns (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getMyCampaigns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my-campaigns/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my campaigns projects (signed in)
     * @description Get my campaigns projects (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getMyCampaignsProjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/my-files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get my files (signed in)
     * @description Get my files (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getMyFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nfts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get nfts (signed in)
     * @description Get nfts (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getNfts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get notifications (signed in)
     * @description Get notifications (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get notifications by id (signed in)
     * @description Get notifications by id (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getNotificationsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update notifications by id read (signed in)
     * @description Update notifications by id read (signed in). Needs the bearer token of a signed-in user.
     */
    put: operations['putNotificationsByIdRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all-notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create notifications read all notifications (signed in)
     * @description Create notifications read all notifications (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postNotificationsReadAllNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/stream-ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A single-use, 60-second ticket that opens the live notification stream
     * @description A single-use, 60-second ticket that opens the live notification stream. Needs the bearer token of a signed-in user.
     */
    post: operations['postNotificationsStreamTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/popup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get popup (signed in)
     * @description Get popup (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getPopup'];
    put?: never;
    post?: never;
    /**
     * Delete popup (signed in)
     * @description Delete popup (signed in). Needs the bearer token of a signed-in user.
     */
    delete: operations['deletePopup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/project/{projectId}/my-review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get project by projectId my review (signed in)
     * @description Get project by projectId my review (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getProjectByProjectIdMyReview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/project/{projectId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get project by projectId reviews (signed in)
     * @description Get project by projectId reviews (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getProjectByProjectIdReviews'];
    put?: never;
    /**
     * Create project by projectId reviews (signed in)
     * @description Create project by projectId reviews (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postProjectByProjectIdReviews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get projects (signed in)
     * @description Get projects (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getProjects'];
    put?: never;
    /**
     * Submit a project (pending until the admin team accepts it)
     * @description Submit a project (pending until the admin team accepts it). Needs the bearer token of a signed-in user.
     */
    post: operations['postProjects'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{chain}/{address}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get projects by chain by address (signed in)
     * @description Get projects by chain by address (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getProjectsByChainByAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/claim-ownership': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create projects by id claim ownership (signed in)
     * @description Create projects by id claim ownership (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postProjectsByIdClaimOwnership'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}/recheck-ownership': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create projects by id recheck ownership (signed in)
     * @description Create projects by id recheck ownership (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postProjectsByIdRecheckOwnership'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get projects by projectId (signed in)
     * @description Get projects by projectId (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getProjectsByProjectId'];
    /**
     * Edit a project (owner or admin)
     * @description Edit a project (owner or admin). Needs the bearer token of a signed-in user.
     */
    put: operations['putProjectsByProjectId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/edit-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the admin team to change a project
     * @description Ask the admin team to change a project. Needs the bearer token of a signed-in user.
     */
    post: operations['postProjectsByProjectIdEditRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get activities
     * @description Get activities. Public: no token needed.
     */
    get: operations['getPublicActivities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/badge/projects/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A project's rating badge (SVG)
     * @description A project's rating badge (SVG). Public: no token needed.
     */
    get: operations['getPublicBadgeProjectsByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/campaigns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get campaigns
     * @description Get campaigns. Public: no token needed.
     */
    get: operations['getPublicCampaigns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/campaigns/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get campaigns by id
     * @description Get campaigns by id. Public: no token needed.
     */
    get: operations['getPublicCampaignsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/campaigns/{id}/winners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get campaigns by id winners
     * @description Get campaigns by id winners. Public: no token needed.
     */
    get: operations['getPublicCampaignsByIdWinners'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/chain/token/{chain}/{address}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Token name, symbol, decimals and supply read from the chain (needs CHAIN_RPC_URL_<id>)
     * @description Token name, symbol, decimals and supply read from the chain (needs CHAIN_RPC_URL_<id>). Public: no token needed.
     */
    get: operations['getPublicChainTokenByChainByAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/donate-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get donate logs
     * @description Get donate logs. Public: no token needed.
     */
    get: operations['getPublicDonateLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/donate-statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get donate statistics
     * @description Get donate statistics. Public: no token needed.
     */
    get: operations['getPublicDonateStatistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/donate-statistics/user/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get donate statistics user by userId
     * @description Get donate statistics user by userId. Public: no token needed.
     */
    get: operations['getPublicDonateStatisticsUserByUserId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/export/reviews.ndjson': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every public review version as NDJSON in leaf order (signature, typed data, content, leafIndex); resume after a cut with ?after=<last leafIndex>
     * @description Every public review version as NDJSON in leaf order (signature, typed data, content, leafIndex); resume after a cut with ?after=<last leafIndex>. Public: no token needed.
     */
    get: operations['getPublicExportReviewsNdjson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/feeds/projects/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A project's newest reviews as RSS or Atom
     * @description A project's newest reviews as RSS or Atom. Public: no token needed.
     */
    get: operations['getPublicFeedsProjectsByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/feeds/users/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A reviewer's newest reviews as RSS or Atom
     * @description A reviewer's newest reviews as RSS or Atom. Public: no token needed.
     */
    get: operations['getPublicFeedsUsersByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/files/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An uploaded image
     * @description An uploaded image. Public: no token needed.
     */
    get: operations['getPublicFilesByKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/follows/{id}/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follower count of a project (meta.total)
     * @description Follower count of a project (meta.total). Public: no token needed.
     */
    get: operations['getPublicFollowsByIdProjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/follows/{id}/statistic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get follows by id statistic
     * @description Get follows by id statistic. Public: no token needed.
     */
    get: operations['getPublicFollowsByIdStatistic'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/log/anchors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The log's checkpoints anchored on chain (newest first): the contract, its chain, each transaction and its status
     * @description The log's checkpoints anchored on chain (newest first): the contract, its chain, each transaction and its status. Public: no token needed.
     */
    get: operations['getPublicLogAnchors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/log/checkpoint': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The latest checkpoint: a C2SP signed note (origin, size, base64 root hash)
     * @description The latest checkpoint: a C2SP signed note (origin, size, base64 root hash). Public: no token needed.
     */
    get: operations['getPublicLogCheckpoint'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/log/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The log's origin and Ed25519 public key (as a note verifier key)
     * @description The log's origin and Ed25519 public key (as a note verifier key). Public: no token needed.
     */
    get: operations['getPublicLogKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/log/proof/consistency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The consistency proof from the tree of `from` to the tree of `to` (RFC 6962)
     * @description The consistency proof from the tree of `from` to the tree of `to` (RFC 6962). Public: no token needed.
     */
    get: operations['getPublicLogProofConsistency'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/log/proof/inclusion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The inclusion proof of leaf `index` in the tree of `size` (a checkpointed size)
     * @description The inclusion proof of leaf `index` in the tree of `size` (a checkpointed size). Public: no token needed.
     */
    get: operations['getPublicLogProofInclusion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/log/tile/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A hash tile tile/<L>/<N>[.p/<W>] or an entry bundle tile/entries/<N>[.p/<W>] (tlog-tiles)
     * @description A hash tile tile/<L>/<N>[.p/<W>] or an entry bundle tile/entries/<N>[.p/<W>] (tlog-tiles). Public: no token needed.
     */
    get: operations['getPublicLogTile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/logos/{spec}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A generated logo (SVG): the drawing is in the address
     * @description A generated logo (SVG): the drawing is in the address. Public: no token needed.
     */
    get: operations['getPublicLogosBySpecByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get prices
     * @description Get prices. Public: no token needed.
     */
    get: operations['getPublicPrices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/project/{id}/activities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get project by id activities
     * @description Get project by id activities. Public: no token needed.
     */
    get: operations['getPublicProjectByIdActivities'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/project/{id}/pool': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get project by id pool
     * @description Get project by id pool. Public: no token needed.
     */
    get: operations['getPublicProjectByIdPool'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/project/{projectId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get project by projectId reviews
     * @description Get project by projectId reviews. Public: no token needed.
     */
    get: operations['getPublicProjectByProjectIdReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get projects
     * @description Get projects. Public: no token needed.
     */
    get: operations['getPublicProjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects-reviews-statistic': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get projects reviews statistic
     * @description Get projects reviews statistic. Public: no token needed.
     */
    get: operations['getPublicProjectsReviewsStatistic'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects-trending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get projects trending
     * @description Get projects trending. Public: no token needed.
     */
    get: operations['getPublicProjectsTrending'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{chain}/{address}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get projects by chain by address
     * @description Get projects by chain by address. Public: no token needed.
     */
    get: operations['getPublicProjectsByChainByAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/projects/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get projects by projectId
     * @description Get projects by projectId. Public: no token needed.
     */
    get: operations['getPublicProjectsByProjectId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get reviews
     * @description Get reviews. Public: no token needed.
     */
    get: operations['getPublicReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/reviews/{reviewId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get reviews by reviewId
     * @description Get reviews by reviewId. Public: no token needed.
     */
    get: operations['getPublicReviewsByReviewId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/reviews/{reviewId}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get reviews by reviewId replies
     * @description Get reviews by reviewId replies. Public: no token needed.
     */
    get: operations['getPublicReviewsByReviewIdReplies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/reviews/{reviewId}/signature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A review's EIP-712 typed data and signature, for any EIP-712 library
     * @description A review's EIP-712 typed data and signature, for any EIP-712 library. Public: no token needed.
     */
    get: operations['getPublicReviewsByReviewIdSignature'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/reviews/{reviewId}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every version of a review, oldest first (admins: also blocked reviews)
     * @description Every version of a review, oldest first (admins: also blocked reviews). Public: no token needed.
     */
    get: operations['getPublicReviewsByReviewIdVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/share/{kind}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A card (PNG): project, profile (user id) and site (language code) 1280x628, review 700x400
     * @description A card (PNG): project, profile (user id) and site (language code) 1280x628, review 700x400. Public: no token needed.
     */
    get: operations['getPublicShareByKindByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/system-configs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get system configs
     * @description Get system configs. Public: no token needed.
     */
    get: operations['getPublicSystemConfigs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/transparency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get transparency
     * @description Get transparency. Public: no token needed.
     */
    get: operations['getPublicTransparency'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/transparency/projects/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get transparency projects by projectId
     * @description Get transparency projects by projectId. Public: no token needed.
     */
    get: operations['getPublicTransparencyProjectsByProjectId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/trust': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live figures for the trust page
     * @description Live figures for the trust page. Public: no token needed.
     */
    get: operations['getPublicTrust'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{id}/followers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get users by id followers
     * @description Get users by id followers. Public: no token needed.
     */
    get: operations['getPublicUsersByIdFollowers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{id}/following': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get users by id following
     * @description Get users by id following. Public: no token needed.
     */
    get: operations['getPublicUsersByIdFollowing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/{id}/rewards-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get users by id rewards history
     * @description Get users by id rewards history. Public: no token needed.
     */
    get: operations['getPublicUsersByIdRewardsHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/address/{address}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get users address by address
     * @description Get users address by address. Public: no token needed.
     */
    get: operations['getPublicUsersAddressByAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/users/top-reviewers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Top active reviewers: reviews written in the window, then XP
     * @description Top active reviewers: reviews written in the window, then XP. Public: no token needed.
     */
    get: operations['getPublicUsersTopReviewers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/replies/{replyId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update replies by replyId (signed in)
     * @description Update replies by replyId (signed in). Needs the bearer token of a signed-in user.
     */
    put: operations['putRepliesByReplyId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/reply/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create reports reply by id (signed in)
     * @description Create reports reply by id (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postReportsReplyById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/review/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create reports review by id (signed in)
     * @description Create reports review by id (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postReportsReviewById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review/{reviewId}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create review by reviewId vote (signed in)
     * @description Create review by reviewId vote (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postReviewByReviewIdVote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get reviews (signed in)
     * @description Get reviews (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{reviewId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get reviews by reviewId (signed in)
     * @description Get reviews by reviewId (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getReviewsByReviewId'];
    /**
     * Update reviews by reviewId (signed in)
     * @description Update reviews by reviewId (signed in). Needs the bearer token of a signed-in user.
     */
    put: operations['putReviewsByReviewId'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{reviewId}/appeal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get reviews by reviewId appeal (signed in)
     * @description Get reviews by reviewId appeal (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getReviewsByReviewIdAppeal'];
    put?: never;
    /**
     * Create reviews by reviewId appeal (signed in)
     * @description Create reviews by reviewId appeal (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postReviewsByReviewIdAppeal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{reviewId}/replies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get reviews by reviewId replies (signed in)
     * @description Get reviews by reviewId replies (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getReviewsByReviewIdReplies'];
    put?: never;
    /**
     * Create reviews by reviewId replies (signed in)
     * @description Create reviews by reviewId replies (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postReviewsByReviewIdReplies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{reviewId}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every version of a review, oldest first (admins: also blocked reviews)
     * @description Every version of a review, oldest first (admins: also blocked reviews). Needs the bearer token of a signed-in user.
     */
    get: operations['getReviewsByReviewIdVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/storage/share-project/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Makes the project's share card and answers its URL
     * @description Makes the project's share card and answers its URL. Needs the bearer token of a signed-in user.
     */
    post: operations['postStorageShareProjectById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/storage/share-review/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Makes the review's share card and answers its URL
     * @description Makes the review's share card and answers its URL. Needs the bearer token of a signed-in user.
     */
    post: operations['postStorageShareReviewById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/storage/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create storage upload (signed in)
     * @description Create storage upload (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postStorageUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sync-nft-avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create sync nft avatar (signed in)
     * @description Create sync nft avatar (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postSyncNftAvatar'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sync-nfts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create sync nfts (signed in)
     * @description Create sync nfts (signed in). Needs the bearer token of a signed-in user.
     */
    post: operations['postSyncNfts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/unseen-notifications-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get unseen notifications count (signed in)
     * @description Get unseen notifications count (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getUnseenNotificationsCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/followers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get users by id followers (signed in)
     * @description Get users by id followers (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getUsersByIdFollowers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/following': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get users by id following (signed in)
     * @description Get users by id following (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getUsersByIdFollowing'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/address/{address}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get users address by address (signed in)
     * @description Get users address by address (signed in). Needs the bearer token of a signed-in user.
     */
    get: operations['getUsersAddressByAddress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verify-login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a signed login message for an access token
     * @description Exchange a signed login message for an access token. Public: no token needed.
     */
    post: operations['postVerifyLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/embed/badge/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A project's rating badge as a page to put in an iframe
     * @description A project's rating badge as a page to put in an iframe. Public: no token needed.
     */
    get: operations['getEmbedBadgeByFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description A catalogue code, or a field-level code from schema validation (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
    ErrorCode:
      | (
          | 'Forbidden'
          | 'UNKNOWN_ERROR'
          | 'NETWORK_ERROR'
          | 'do_not_spam'
          | 'limit_rate'
          | 'not_enough_energy'
          | 'require_member_to_public_social_links'
          | 'you_are_not_owner_this_image'
          | 'can_not_find_image'
          | 'body_was_wrong'
          | 'something_was_wrong'
          | 'insufficient_storage'
          | 'not_found'
          | 'already_add'
          | 'can_not_find_data'
          | 'user_is_blocked'
          | 'can_not_find_user'
          | 'user_not_yet_registered'
          | 'invalid_token'
          | 'token_is_empty'
          | 'confirm_code_not_valid'
          | 'can_not_find_viewer'
          | 'access_denied'
          | 'can_not_find_project'
          | 'only_owner_can_up_date'
          | 'project_already_blocked'
          | 'can_not_find_chain'
          | 'can_not_find_review'
          | 'review_already_blocked'
          | 'duplicate_notification'
          | 'can_not_find_donate'
          | 'already_follow_this_user'
          | 'already_follow_this_project'
          | 'Conflict'
          | 'invalid_address'
          | 'invalid_signature'
          | 'file_too_large'
          | 'you_are_not_owner_of_nft'
          | 'title_too_short'
          | 'title_too_long'
          | 'title_invalid'
          | 'content_too_short'
          | 'content_too_long'
          | 'too_many_images'
          | 'rate_invalid'
          | 'content_invalid'
          | 'content_link_invalid'
          | 'content_image_invalid'
          | 'you_cannot_vote_for_yourself'
          | 'reply_too_short'
          | 'reply_too_long'
          | 'invalid_image'
          | 'please_choose_an_image'
          | 'invalid_image_type'
          | 'can_not_follow_yourself'
          | 'report_already_settled'
          | 'request_already_settled'
          | 'review_awaiting_moderation'
          | 'too_many_reports'
          | 'can_not_block_admin'
          | 'reason_required'
          | 'nothing_to_update'
          | 'project_not_blocked'
          | 'review_not_blocked'
          | 'user_already_blocked'
          | 'user_not_blocked'
          | 'submission_already_settled'
          | 'project_has_no_contract'
          | 'chain_unavailable'
          | 'ownership_not_proven'
          | 'already_project_owner'
          | 'admin_fields_not_editable'
          | 'review_signature_invalid'
          | 'review_signature_expired'
          | 'review_signature_wrong_site'
          | 'review_signature_unsupported_chain'
          | 'signature_required'
          | 'reason_category_required'
          | 'reason_category_invalid'
          | 'review_removed'
          | 'review_not_removed'
          | 'appeal_only_author'
          | 'appeal_already_filed'
          | 'appeal_already_decided'
          | 'appeal_message_too_short'
          | 'appeal_message_too_long'
          | 'quest_title_required'
          | 'quest_summary_required'
          | 'quest_description_required'
          | 'quest_content_required'
          | 'quest_date_required'
          | 'quest_eligibility_required'
          | 'quest_discord_url_required'
          | 'quest_task_url_required'
          | 'quest_tasks_required'
          | 'quest_title_too_short'
          | 'quest_title_too_long'
          | 'quest_start_in_past'
          | 'quest_end_before_start'
          | 'quest_duration_invalid'
          | 'quest_amount_invalid'
          | 'quest_token_unavailable'
          | 'quest_not_found'
          | 'only_owner_can_create_quest'
          | 'quest_not_editable'
          | 'quest_funding_invalid'
          | 'quest_funding_unconfirmed'
          | 'quest_cancel_not_refunded'
          | 'quest_cancel_unconfirmed'
          | 'quest_not_cancellable'
          | 'quests_disabled'
          | 'quest_not_live'
          | 'quest_not_eligible'
          | 'quest_already_joined'
          | 'quest_not_joined'
          | 'quest_task_not_done'
          | 'quest_not_settled'
          | 'quest_not_winner'
          | 'quest_already_claimed'
          | 'quest_claim_closed'
          | 'quest_claim_not_open'
          | 'quest_claim_invalid'
          | 'quest_claim_unconfirmed'
          | 'vote_integrity_running'
          | 'please_fill_this_field'
          | 'name_too_long'
          | 'symbol_too_long'
          | 'description_too_long'
          | 'total_supply_invalid'
          | 'invalid_format_link'
          | 'link_too_long'
          | 'note_too_short'
          | 'note_too_long'
          | 'display_name_blank'
          | 'display_name_too_short'
          | 'display_name_too_long'
          | 'bio_blank'
          | 'bio_too_long'
          | 'message_too_long'
          | 'transaction_hash_invalid'
          | 'token_id_invalid'
          | 'window_invalid'
          | 'user_id_invalid'
          | 'project_id_invalid'
          | 'targetId_invalid'
          | 'actorId_invalid'
          | 'ownerAddress_invalid'
          | 'label_too_long'
          | 'summary_too_long'
          | 'tasks_too_long'
          | 'invalid_file'
          | 'invalid_version'
          | 'cursor_invalid'
          | 'updated_since_invalid'
          | 'log_range_invalid'
          | 'service_unavailable'
          | "Invalid 'address' parameter"
        )
      | string;
    /** @description The one error envelope of every 4xx/5xx answer. `message` lists codes; the English text of each is in `ERROR_TEXTS` (packages/shared/src/errors.ts). */
    ErrorEnvelope: {
      /** @description The HTTP reason phrase */
      error: string;
      message: components['schemas']['ErrorCode'][];
      statusCode: number;
    };
    ReviewGone: {
      error: string;
      message: 'review_removed'[];
      /** @constant */
      statusCode: 410;
      tombstone: {
        logEntry: {
          leafIndex: number | null;
        };
        projectId: string;
        /** @enum {string|null} */
        reasonCategory:
          | 'spam'
          | 'harassment'
          | 'hate'
          | 'misinformation'
          | 'illegal'
          | 'personal_data'
          | 'scam'
          | 'impersonation'
          | 'off_topic'
          | 'other'
          | null;
        removedAt: string;
        reviewId: string;
        ruleLabelKey: string;
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAdminAppeals: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: 'open' | 'restored' | 'rejected';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              author: {
                address: string;
                displayName: string | null;
                id: string;
              };
              createdAt: string;
              decidedAt: string | null;
              decisionReason: string | null;
              id: string;
              message: string;
              /** @enum {string|null} */
              reasonCategory:
                | 'spam'
                | 'harassment'
                | 'hate'
                | 'misinformation'
                | 'illegal'
                | 'personal_data'
                | 'scam'
                | 'impersonation'
                | 'off_topic'
                | 'other'
                | null;
              removalReason: string | null;
              removedAt: string | null;
              review: {
                projectId: string;
                projectName: string;
                title: string;
              };
              reviewId: string;
              /** @enum {string} */
              status: 'open' | 'restored' | 'rejected';
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
            open: number;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putAdminAppealsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'restore' | 'reject';
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              decidedAt: string | null;
              decisionReason: string | null;
              id: string;
              message: string;
              reviewId: string;
              /** @enum {string} */
              status: 'open' | 'restored' | 'rejected';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`, `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_data' | 'can_not_find_review')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `appeal_already_decided`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "appeal_already_decided"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'appeal_already_decided'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getAdminAudit: {
    parameters: {
      query?: {
        action?:
          | 'submission.approve'
          | 'submission.reject'
          | 'report.uphold'
          | 'report.dismiss'
          | 'edit_request.accept'
          | 'edit_request.reject'
          | 'project.verify'
          | 'project.unverify'
          | 'project.set_owner'
          | 'project.clear_owner'
          | 'project.feature'
          | 'project.block'
          | 'project.unblock'
          | 'project.owner_edit'
          | 'project.claim'
          | 'project.claim_recheck'
          | 'review.block'
          | 'review.restore'
          | 'appeal.restore'
          | 'appeal.reject'
          | 'user.block'
          | 'user.unblock'
          | 'vote_ring.clear'
          | 'donation.reverse'
          | 'quest.claim_reverse';
        actorId?: string;
        limit?: number;
        offset?: number;
        targetId?: string;
        targetType?:
          | 'project'
          | 'review'
          | 'reply'
          | 'user'
          | 'edit_request'
          | 'vote_ring'
          | 'donation'
          | 'quest';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              action:
                | 'submission.approve'
                | 'submission.reject'
                | 'report.uphold'
                | 'report.dismiss'
                | 'edit_request.accept'
                | 'edit_request.reject'
                | 'project.verify'
                | 'project.unverify'
                | 'project.set_owner'
                | 'project.clear_owner'
                | 'project.feature'
                | 'project.block'
                | 'project.unblock'
                | 'project.owner_edit'
                | 'project.claim'
                | 'project.claim_recheck'
                | 'review.block'
                | 'review.restore'
                | 'appeal.restore'
                | 'appeal.reject'
                | 'user.block'
                | 'user.unblock'
                | 'vote_ring.clear'
                | 'donation.reverse'
                | 'quest.claim_reverse';
              actor: {
                address: string;
                displayName: string | null;
                id: string;
              } | null;
              after: {
                [key: string]: unknown;
              } | null;
              before: {
                [key: string]: unknown;
              } | null;
              createdAt: string;
              id: string;
              proof: {
                [key: string]: unknown;
              } | null;
              reason: string | null;
              /** @enum {string|null} */
              reasonCategory:
                | 'spam'
                | 'harassment'
                | 'hate'
                | 'misinformation'
                | 'illegal'
                | 'personal_data'
                | 'scam'
                | 'impersonation'
                | 'off_topic'
                | 'other'
                | null;
              targetId: string;
              /** @enum {string} */
              targetType:
                | 'project'
                | 'review'
                | 'reply'
                | 'user'
                | 'edit_request'
                | 'vote_ring'
                | 'donation'
                | 'quest';
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `actorId_invalid`, `targetId_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'actorId_invalid' | 'targetId_invalid') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getAdminCounts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              appeals: number;
              editRequests: number;
              reports: number;
              submissions: number;
            };
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getAdminEditRequests: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: 'open' | 'accepted' | 'rejected';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changes: {
                [key: string]: unknown;
              };
              createdAt: string;
              diff: {
                current: unknown;
                field: string;
                proposed: unknown;
              }[];
              id: string;
              note: string | null;
              projectId: string;
              projectName: string;
              requester: {
                address: string;
                displayName: string | null;
                id: string;
              };
              /** @enum {string} */
              status: 'open' | 'accepted' | 'rejected';
              userId: string;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putAdminEditRequestsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
          /** @enum {string} */
          status: 'accepted' | 'rejected';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              status: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `reason_required`, `request_already_settled`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              ('body_was_wrong' | 'reason_required' | 'request_already_settled') | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`, `can_not_find_project`, `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_data' | 'can_not_find_project' | 'not_found')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getAdminProjects: {
    parameters: {
      query?: {
        featured?: 'true' | 'false';
        keyword?: string;
        limit?: number;
        offset?: number;
        status?: 'pending' | 'active' | 'blocked' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureRank: number;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putAdminProjectsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          featureRank?: number;
          isVerified?: boolean;
          ownerAddress?: string | null;
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureRank: number;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, `nothing_to_update`, `ownerAddress_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | "Invalid 'address' parameter"
                  | 'nothing_to_update'
                  | 'ownerAddress_invalid'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`, `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_project' | 'not_found')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  putAdminProjectsByIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
          /** @enum {string} */
          status: 'pending' | 'active' | 'blocked';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `nothing_to_update`, `reason_required`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'nothing_to_update' | 'reason_required') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`, `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_project' | 'not_found')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `project_already_blocked`, `project_not_blocked`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "project_already_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('project_already_blocked' | 'project_not_blocked')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getAdminReports: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: 'open' | 'resolved' | 'dismissed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reports: {
                createdAt: string;
                id: string;
                note: string;
                /** @description One of offensive_language, racism_sexism_homophobia, do_not_spam, deliberately_fud, other */
                reason: string;
                reporter: {
                  address: string;
                  displayName: string | null;
                  id: string;
                };
                /** @enum {string} */
                status: 'open' | 'resolved' | 'dismissed';
                weight: number;
              }[];
              target: {
                authorAddress: string;
                authorId: string;
                projectId: string | null;
                reviewId: string;
                /** @enum {string} */
                status: 'active' | 'hidden' | 'blocked';
                text: string;
              } | null;
              targetId: string;
              /** @enum {string} */
              targetType: 'review' | 'reply';
              totalWeight: number;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putAdminReportsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
          /** @enum {string} */
          reasonCategory?:
            | 'spam'
            | 'harassment'
            | 'hate'
            | 'misinformation'
            | 'illegal'
            | 'personal_data'
            | 'scam'
            | 'impersonation'
            | 'off_topic'
            | 'other';
          /** @enum {string} */
          status: 'resolved' | 'dismissed';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              status: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `reason_category_invalid`, `reason_category_required`, `reason_required`, `report_already_settled`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'reason_category_invalid'
                  | 'reason_category_required'
                  | 'reason_required'
                  | 'report_already_settled'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`, `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_data' | 'not_found')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `report_already_settled`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "report_already_settled"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'report_already_settled'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  putAdminReportsByTargetTypeById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        targetType: 'review' | 'reply';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'uphold' | 'dismiss';
          reason?: string;
          /** @enum {string} */
          reasonCategory?:
            | 'spam'
            | 'harassment'
            | 'hate'
            | 'misinformation'
            | 'illegal'
            | 'personal_data'
            | 'scam'
            | 'impersonation'
            | 'off_topic'
            | 'other';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              decision: 'uphold' | 'dismiss';
              status: string | null;
              targetId: string;
              /** @enum {string} */
              targetType: 'review' | 'reply';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `reason_category_invalid`, `reason_category_required`, `reason_required`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'reason_category_invalid'
                  | 'reason_category_required'
                  | 'reason_required'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`, `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_data' | 'not_found')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `report_already_settled`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "report_already_settled"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'report_already_settled'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  putAdminReviewsByIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
          /** @enum {string} */
          reasonCategory?:
            | 'spam'
            | 'harassment'
            | 'hate'
            | 'misinformation'
            | 'illegal'
            | 'personal_data'
            | 'scam'
            | 'impersonation'
            | 'off_topic'
            | 'other';
          /** @enum {string} */
          status: 'active' | 'blocked';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              status: 'blocked' | 'active';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `reason_category_invalid`, `reason_category_required`, `reason_required`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'reason_category_invalid'
                  | 'reason_category_required'
                  | 'reason_required'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_review`, `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_review"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_review' | 'not_found')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `review_already_blocked`, `review_not_blocked`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "review_already_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('review_already_blocked' | 'review_not_blocked')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getAdminUsers: {
    parameters: {
      query?: {
        keyword?: string;
        limit?: number;
        offset?: number;
        status?: 'active' | 'blocked' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              createdAt: string;
              displayName: string | null;
              id: string;
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              /** @enum {string} */
              status: 'active' | 'blocked';
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putAdminUsersByIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
          /** @enum {string} */
          status: 'active' | 'blocked';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              status: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `reason_required`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'reason_required') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`, `can_not_block_admin`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked' | 'can_not_block_admin')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`, `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_user' | 'not_found')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `user_already_blocked`, `user_not_blocked`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "user_already_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_already_blocked' | 'user_not_blocked')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postAdminVoteIntegrityRun: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              ringsFlagged: number;
              serialVotesReversed: number;
              votesScanned: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `vote_integrity_running`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "vote_integrity_running"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'vote_integrity_running'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getAdminVoteRings: {
    parameters: {
      query?: {
        status?: 'flagged' | 'cleared';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              clearedAt: string | null;
              detectedAt: string;
              id: string;
              lift: number;
              memberIds: string[];
              members: {
                address: string;
                displayName: string | null;
                id: string;
              }[];
              /** @enum {string} */
              status: 'flagged' | 'cleared';
            }[];
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postAdminVoteRingsByRingIdClear: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ringId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              clearedAt: string | null;
              detectedAt: string;
              id: string;
              lift: number;
              memberIds: string[];
              members: {
                address: string;
                displayName: string | null;
                id: string;
              }[];
              /** @enum {string} */
              status: 'flagged' | 'cleared';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `can_not_find_data`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'can_not_find_data') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_data'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  putAdminVoteRingsByRingIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ringId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
          /** @enum {string} */
          status: 'cleared';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              clearedAt: string | null;
              detectedAt: string;
              id: string;
              lift: number;
              memberIds: string[];
              members: {
                address: string;
                displayName: string | null;
                id: string;
              }[];
              /** @enum {string} */
              status: 'flagged' | 'cleared';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `can_not_find_data`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'can_not_find_data') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `access_denied`, `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "access_denied"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('access_denied' | 'user_is_blocked')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_data'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getCampaigns: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        projectId?: string;
        status?: 'live' | 'upcoming' | 'ended';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `can_not_find_project`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'can_not_find_project') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postCampaigns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bannerUrl?: string | null;
          description: string;
          eligibility?: {
            /** @default false */
            everyone?: boolean;
            /** @default false */
            followProject?: boolean;
            /** @default null */
            minAccountAgeDays?: number | null;
            /** @default null */
            minHolding?: string | null;
            /** @default null */
            minLevel?: number | null;
          } | null;
          endsAt: string;
          projectId: string;
          reward: {
            amountPerWinner: string;
            /** @enum {string} */
            method: 'fcfs' | 'lucky_draw';
            /** @enum {string} */
            token: 'bnb' | 'busd' | 'erc20';
            winners: number;
            /** @default 20 */
            xp?: number;
          };
          startsAt: string;
          summary: string;
          tasks: {
            /** @enum {string} */
            kind:
              | 'follow_project'
              | 'review_project'
              | 'min_level'
              | 'hold_token'
              | 'donate_reviewer'
              | 'discord'
              | 'telegram'
              | 'twitter'
              | 'url';
            label?: string | null;
            minAmount?: string | null;
            minLevel?: number | null;
            url?: string | null;
          }[];
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `can_not_find_project`, `description_too_long`, `label_too_long`, `quest_amount_invalid`, `quest_date_required`, `quest_description_required`, `quest_eligibility_required`, `quest_summary_required`, `quest_tasks_required`, `quest_title_required`, `quest_title_too_long`, `quest_title_too_short`, `summary_too_long`, `tasks_too_long`, `can_not_find_image`, `quest_duration_invalid`, `quest_end_before_start`, `quest_start_in_past`, `quest_token_unavailable`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'can_not_find_project'
                  | 'description_too_long'
                  | 'label_too_long'
                  | 'quest_amount_invalid'
                  | 'quest_date_required'
                  | 'quest_description_required'
                  | 'quest_eligibility_required'
                  | 'quest_summary_required'
                  | 'quest_tasks_required'
                  | 'quest_title_required'
                  | 'quest_title_too_long'
                  | 'quest_title_too_short'
                  | 'summary_too_long'
                  | 'tasks_too_long'
                  | 'can_not_find_image'
                  | 'quest_duration_invalid'
                  | 'quest_end_before_start'
                  | 'quest_start_in_past'
                  | 'quest_token_unavailable'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `only_owner_can_create_quest`, `you_are_not_owner_this_image`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              'user_is_blocked' | 'only_owner_can_create_quest' | 'you_are_not_owner_this_image'
            )[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_image`, `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_image"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_image' | 'can_not_find_project')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getCampaignsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putCampaignsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bannerUrl?: string | null;
          description: string;
          eligibility?: {
            /** @default false */
            everyone?: boolean;
            /** @default false */
            followProject?: boolean;
            /** @default null */
            minAccountAgeDays?: number | null;
            /** @default null */
            minHolding?: string | null;
            /** @default null */
            minLevel?: number | null;
          } | null;
          endsAt: string;
          projectId: string;
          reward: {
            amountPerWinner: string;
            /** @enum {string} */
            method: 'fcfs' | 'lucky_draw';
            /** @enum {string} */
            token: 'bnb' | 'busd' | 'erc20';
            winners: number;
            /** @default 20 */
            xp?: number;
          };
          startsAt: string;
          summary: string;
          tasks: {
            /** @enum {string} */
            kind:
              | 'follow_project'
              | 'review_project'
              | 'min_level'
              | 'hold_token'
              | 'donate_reviewer'
              | 'discord'
              | 'telegram'
              | 'twitter'
              | 'url';
            label?: string | null;
            minAmount?: string | null;
            minLevel?: number | null;
            url?: string | null;
          }[];
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `can_not_find_project`, `description_too_long`, `label_too_long`, `quest_amount_invalid`, `quest_date_required`, `quest_description_required`, `quest_eligibility_required`, `quest_summary_required`, `quest_tasks_required`, `quest_title_required`, `quest_title_too_long`, `quest_title_too_short`, `summary_too_long`, `tasks_too_long`, `can_not_find_image`, `quest_duration_invalid`, `quest_end_before_start`, `quest_start_in_past`, `quest_token_unavailable`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'can_not_find_project'
                  | 'description_too_long'
                  | 'label_too_long'
                  | 'quest_amount_invalid'
                  | 'quest_date_required'
                  | 'quest_description_required'
                  | 'quest_eligibility_required'
                  | 'quest_summary_required'
                  | 'quest_tasks_required'
                  | 'quest_title_required'
                  | 'quest_title_too_long'
                  | 'quest_title_too_short'
                  | 'summary_too_long'
                  | 'tasks_too_long'
                  | 'can_not_find_image'
                  | 'quest_duration_invalid'
                  | 'quest_end_before_start'
                  | 'quest_start_in_past'
                  | 'quest_token_unavailable'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `only_owner_can_create_quest`, `you_are_not_owner_this_image`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              'user_is_blocked' | 'only_owner_can_create_quest' | 'you_are_not_owner_this_image'
            )[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_image`, `can_not_find_project`, `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_image"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_image' | 'can_not_find_project' | 'quest_not_found')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `quest_not_editable`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "quest_not_editable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_editable'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postCampaignsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          transactionHash?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `transaction_hash_invalid`, `quest_cancel_not_refunded`, `quests_disabled`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'transaction_hash_invalid'
                  | 'quest_cancel_not_refunded'
                  | 'quests_disabled'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `only_owner_can_create_quest`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'only_owner_can_create_quest')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `quest_cancel_unconfirmed`, `quest_not_cancellable`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "quest_cancel_unconfirmed"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('quest_cancel_unconfirmed' | 'quest_not_cancellable')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `chain_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'chain_unavailable')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postCampaignsByIdClaim: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              chainId: number;
              claimer: string;
              deadline: number;
              escrowAddress: string;
              questId: string;
              signature: string;
              signer: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `quests_disabled`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'quests_disabled') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `quest_not_winner`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'quest_not_winner')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `quest_already_claimed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "quest_already_claimed"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_already_claimed'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Well-formed, but the current state does not allow it (not live, not enough energy). Codes: `quest_claim_closed`, `quest_claim_not_open`, `quest_not_settled`. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 422,
           *       "error": "Unprocessable Entity",
           *       "message": [
           *         "quest_claim_closed"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('quest_claim_closed' | 'quest_claim_not_open' | 'quest_not_settled')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `chain_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'chain_unavailable')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postCampaignsByIdClaimLogs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          transactionHash: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `transaction_hash_invalid`, `quest_claim_invalid`, `quests_disabled`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'transaction_hash_invalid'
                  | 'quest_claim_invalid'
                  | 'quests_disabled'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `quest_not_winner`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'quest_not_winner')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `quest_claim_unconfirmed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "quest_claim_unconfirmed"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_claim_unconfirmed'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `chain_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'chain_unavailable')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postCampaignsByIdJoin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              completed: boolean;
              doneTaskIds: string[];
              joinedAt: string;
              questId: string;
              winner: boolean;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `quest_not_eligible`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'quest_not_eligible')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `quest_already_joined`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "quest_already_joined"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_already_joined'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Well-formed, but the current state does not allow it (not live, not enough energy). Codes: `quest_not_live`. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 422,
           *       "error": "Unprocessable Entity",
           *       "message": [
           *         "quest_not_live"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_live'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `chain_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'chain_unavailable')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postCampaignsByIdPublish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          transactionHash: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `transaction_hash_invalid`, `quest_duration_invalid`, `quest_funding_invalid`, `quests_disabled`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'transaction_hash_invalid'
                  | 'quest_duration_invalid'
                  | 'quest_funding_invalid'
                  | 'quests_disabled'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `only_owner_can_create_quest`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'only_owner_can_create_quest')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `quest_funding_unconfirmed`, `quest_not_editable`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "quest_funding_unconfirmed"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('quest_funding_unconfirmed' | 'quest_not_editable')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `chain_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'chain_unavailable')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postCampaignsByIdTasksByTaskIdCheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        taskId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              completed: boolean;
              doneTaskIds: string[];
              joinedAt: string;
              questId: string;
              winner: boolean;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `quest_not_joined`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'quest_not_joined')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`, `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('not_found' | 'quest_not_found')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Well-formed, but the current state does not allow it (not live, not enough energy). Codes: `quest_not_live`, `quest_task_not_done`. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 422,
           *       "error": "Unprocessable Entity",
           *       "message": [
           *         "quest_not_live"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('quest_not_live' | 'quest_task_not_done')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `chain_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'chain_unavailable')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getCampaignsByIdWinners: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              draw: {
                blockHash: string;
                blockNumber: number;
                participants: string[];
                seed: string;
              } | null;
              /** @enum {string} */
              method: 'fcfs' | 'lucky_draw';
              questId: string;
              settled: boolean;
              settledAt: string | null;
              winners: {
                address: string;
                amount: string;
                claimed: boolean;
                claimTxHash: string | null;
                completedAt: string | null;
                displayName: string | null;
                rank: number;
                userId: string;
              }[];
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getDonateLogs: {
    parameters: {
      query?: {
        fromAddress?: string;
        limit?: number;
        offset?: number;
        toAddress?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              amountFormatted: string;
              amountUsd: number;
              blockNumber: number | null;
              chainId: number;
              confirmedAt: string | null;
              createdAt: string;
              fee: string;
              from: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              fromAddress: string;
              id: string;
              logIndex: number;
              message: string | null;
              review: {
                id: string;
                project: {
                  chain: string;
                  contractAddress: string | null;
                  id: string;
                  name: string;
                  symbol: string | null;
                };
                title: string;
              } | null;
              reviewId: string | null;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'reversed';
              to: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              toAddress: string;
              /** @enum {string} */
              token: 'BNB' | 'BUSD';
              transactionHash: string;
              /** @enum {string} */
              type: 'review';
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, `invalid_address`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              ('body_was_wrong' | "Invalid 'address' parameter" | 'invalid_address') | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postDonateLogs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message?: string | null;
          transactionHash: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              amountFormatted: string;
              amountUsd: number;
              blockNumber: number | null;
              chainId: number;
              confirmedAt: string | null;
              createdAt: string;
              fee: string;
              from: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              fromAddress: string;
              id: string;
              logIndex: number;
              message: string | null;
              review: {
                id: string;
                project: {
                  chain: string;
                  contractAddress: string | null;
                  id: string;
                  name: string;
                  symbol: string | null;
                };
                title: string;
              } | null;
              reviewId: string | null;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'reversed';
              to: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              toAddress: string;
              /** @enum {string} */
              token: 'BNB' | 'BUSD';
              transactionHash: string;
              /** @enum {string} */
              type: 'review';
            };
            meta: {
              created: boolean;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `message_too_long`, `transaction_hash_invalid`, `can_not_find_chain`, `can_not_find_donate`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'message_too_long'
                  | 'transaction_hash_invalid'
                  | 'can_not_find_chain'
                  | 'can_not_find_donate'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `can_not_find_donate`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'can_not_find_donate')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_donate`, `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_donate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_donate' | 'can_not_find_review')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `can_not_find_chain`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'can_not_find_chain')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getDonateStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              donors: number;
              recipients: number;
              tokens: {
                amount: string;
                amountUsd: number;
                count: number;
                /** @enum {string} */
                token: 'BNB' | 'BUSD';
              }[];
              totalAmount: number;
            };
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getDonateStatisticsUserByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              donated: {
                count: number;
                totalAmount: number;
              };
              totalAmount: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postFollowsByIdProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            data: true;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `already_follow_this_project`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "already_follow_this_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'already_follow_this_project'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  deleteFollowsByIdProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            data: true;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`, `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_data' | 'can_not_find_project')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postFollowsByIdUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            data: true;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `can_not_follow_yourself`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'can_not_follow_yourself') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `already_follow_this_user`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "already_follow_this_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'already_follow_this_user'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  deleteFollowsByIdUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            data: true;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`, `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_data' | 'can_not_find_user')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getFollowsProjects: {
    parameters: {
      query?: {
        project_ids?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: string[];
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getFollowsUsers: {
    parameters: {
      query?: {
        user_ids?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: string[];
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description each dependency checked within about a second */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description the donation chain RPC; off when donations are not configured */
              chain: {
                /** @description the head block of the donation chain */
                block: number | null;
                chainId: number | null;
                /** @description ms the check took (null when not run) */
                latencyMs: number | null;
                /** @enum {string} */
                status: 'up' | 'down' | 'off';
              };
              db: {
                /** @enum {string} */
                kind: 'pglite' | 'postgres';
                latencyMs: number;
                /**
                 * @description busy: the embedded database is being backed up (the answer is degraded)
                 * @enum {string}
                 */
                status: 'up' | 'down' | 'busy';
              };
              /** @description unknown before its first run or while the chain does not answer */
              indexer: {
                /** @description the donation indexer's cursor */
                block: number | null;
                /** @description blocks between the chain head and the cursor */
                lagBlocks: number | null;
                /** @enum {string} */
                status: 'ok' | 'unknown' | 'off';
              };
              /** @description off when REDIS_URL is not set */
              redis: {
                /** @description ms the check took (null when not run) */
                latencyMs: number | null;
                /** @enum {string} */
                status: 'up' | 'down' | 'off';
              };
              /**
               * @description down: the database does not answer (503); degraded: Redis or the chain does not, or a backup runs
               * @enum {string}
               */
              status: 'ok' | 'degraded' | 'down';
            };
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description each dependency checked within about a second */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description the donation chain RPC; off when donations are not configured */
              chain: {
                /** @description the head block of the donation chain */
                block: number | null;
                chainId: number | null;
                /** @description ms the check took (null when not run) */
                latencyMs: number | null;
                /** @enum {string} */
                status: 'up' | 'down' | 'off';
              };
              db: {
                /** @enum {string} */
                kind: 'pglite' | 'postgres';
                latencyMs: number;
                /**
                 * @description busy: the embedded database is being backed up (the answer is degraded)
                 * @enum {string}
                 */
                status: 'up' | 'down' | 'busy';
              };
              /** @description unknown before its first run or while the chain does not answer */
              indexer: {
                /** @description the donation indexer's cursor */
                block: number | null;
                /** @description blocks between the chain head and the cursor */
                lagBlocks: number | null;
                /** @enum {string} */
                status: 'ok' | 'unknown' | 'off';
              };
              /** @description off when REDIS_URL is not set */
              redis: {
                /** @description ms the check took (null when not run) */
                latencyMs: number | null;
                /** @enum {string} */
                status: 'up' | 'down' | 'off';
              };
              /**
               * @description down: the database does not answer (503); degraded: Redis or the chain does not, or a backup runs
               * @enum {string}
               */
              status: 'ok' | 'degraded' | 'down';
            };
          };
        };
      };
    };
  };
  getHealthLive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address: string;
          chainId?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              message: string;
              verifyCode: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | "Invalid 'address' parameter") | string)[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            data: true;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              lastEnergy: number;
              lastResetEnergy: string;
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              maxEnergy: number;
              nextLevelScore: number;
              reviewEnergy: number;
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
              voteEnergy: number;
            };
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          avatarUrl?: string | null;
          bio?: string | null;
          displayName?: string;
          /** @enum {string} */
          language?: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
          socialLinks?: {
            isPublic: boolean;
            name: string;
            url: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              lastEnergy: number;
              lastResetEnergy: string;
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              maxEnergy: number;
              nextLevelScore: number;
              reviewEnergy: number;
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
              voteEnergy: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `bio_blank`, `bio_too_long`, `display_name_blank`, `display_name_too_long`, `display_name_too_short`, `invalid_format_link`, `link_too_long`, `can_not_find_image`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'bio_blank'
                  | 'bio_too_long'
                  | 'display_name_blank'
                  | 'display_name_too_long'
                  | 'display_name_too_short'
                  | 'invalid_format_link'
                  | 'link_too_long'
                  | 'can_not_find_image'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `require_member_to_public_social_links`, `you_are_not_owner_this_image`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | 'user_is_blocked'
              | 'require_member_to_public_social_links'
              | 'you_are_not_owner_this_image'
            )[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_image`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_image"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_image'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getMyCampaigns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            }[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getMyCampaignsProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              avatarUrl: string | null;
              chain: string;
              contractAddress: string | null;
              id: string;
              name: string;
              ownerAddress: string | null;
              symbol: string | null;
            }[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getMyFiles: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bytes: number;
              createdAt: string;
              height: number | null;
              id: string;
              mime: string;
              url: string;
              width: number | null;
            }[];
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `invalid_image`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'invalid_image') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_image`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_image"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_image'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getNfts: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              chainId: number;
              contractAddress: string;
              id: string;
              image: string | null;
              name: string | null;
              owner: string;
              tokenId: string;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getNotifications: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        filter?: 'all' | 'un_read';
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              action: 'display_donate' | 'display_review' | 'display_profile' | 'display_quest';
              actorCount: number;
              createdAt: string;
              event?: string;
              from: {
                address: string;
                avatar: {
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              id: string;
              isRead: boolean;
              isSeen: boolean;
              message: string | null;
              object: {
                amount: string | null;
                donateCurrency: string | null;
                newLevel: number | null;
              } | null;
              objectId: string | null;
              project: {
                id: string;
                name: string;
              } | null;
              reasonCategory?: string;
              /** @enum {string} */
              type:
                | 'reply'
                | 'upvote'
                | 'downvote'
                | 'follow_review'
                | 'donate_for_review'
                | 'up_level'
                | 'moderation'
                | 'quest_started'
                | 'quest_won';
              updatedAt: string;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getNotificationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              action: 'display_donate' | 'display_review' | 'display_profile' | 'display_quest';
              actorCount: number;
              createdAt: string;
              event?: string;
              from: {
                address: string;
                avatar: {
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              id: string;
              isRead: boolean;
              isSeen: boolean;
              message: string | null;
              object: {
                amount: string | null;
                donateCurrency: string | null;
                newLevel: number | null;
              } | null;
              objectId: string | null;
              project: {
                id: string;
                name: string;
              } | null;
              reasonCategory?: string;
              /** @enum {string} */
              type:
                | 'reply'
                | 'upvote'
                | 'downvote'
                | 'follow_review'
                | 'donate_for_review'
                | 'up_level'
                | 'moderation'
                | 'quest_started'
                | 'quest_won';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putNotificationsByIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              action: 'display_donate' | 'display_review' | 'display_profile' | 'display_quest';
              actorCount: number;
              createdAt: string;
              event?: string;
              from: {
                address: string;
                avatar: {
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              id: string;
              isRead: boolean;
              isSeen: boolean;
              message: string | null;
              object: {
                amount: string | null;
                donateCurrency: string | null;
                newLevel: number | null;
              } | null;
              objectId: string | null;
              project: {
                id: string;
                name: string;
              } | null;
              reasonCategory?: string;
              /** @enum {string} */
              type:
                | 'reply'
                | 'upvote'
                | 'downvote'
                | 'follow_review'
                | 'donate_for_review'
                | 'up_level'
                | 'moderation'
                | 'quest_started'
                | 'quest_won';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postNotificationsReadAllNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            data: true;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postNotificationsStreamTicket: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              expiresIn: number;
              ticket: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getPopup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              id: string;
              levelName: string | null;
              newLevel: number | null;
              type: string;
            }[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  deletePopup: {
    parameters: {
      query?: {
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            data: true;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getProjectByProjectIdMyReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              contentText: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            } | null;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getProjectByProjectIdReviews: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        filter?: 'all_review' | 'star5' | 'star4' | 'star3' | 'star2' | 'star1';
        language?: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
        limit?: number;
        offset?: number;
        sort?:
          | 'newest'
          | 'oldest'
          | 'most_upvote'
          | 'most_downvote'
          | 'popular'
          | 'trending'
          | 'top_rating'
          | 'latest_updated'
          | 'total_reviews_low_to_high'
          | 'total_reviews_high_to_low';
        /** @description Only items whose changedAt is at or after this ISO 8601 date-time (with Z or an offset) */
        updatedSince?: string;
      };
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, `updated_since_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid' | 'updated_since_invalid') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postProjectByProjectIdReviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          content: string;
          /** @enum {string} */
          language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
          rate: number;
          signature?: {
            chainId: number;
            signature: string;
            signedAt: number;
            site: string;
          };
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              contentText: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            };
            meta: {
              energySpent: number;
              lastEnergy: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `rate_invalid`, `review_signature_invalid`, `can_not_find_image`, `review_signature_expired`, `review_signature_unsupported_chain`, `review_signature_wrong_site`, `title_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'rate_invalid'
                  | 'review_signature_invalid'
                  | 'can_not_find_image'
                  | 'review_signature_expired'
                  | 'review_signature_unsupported_chain'
                  | 'review_signature_wrong_site'
                  | 'title_invalid'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `you_are_not_owner_this_image`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'you_are_not_owner_this_image')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_image`, `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_image"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_image' | 'can_not_find_project')[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `Conflict`, `review_already_blocked`, `review_awaiting_moderation`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "Conflict"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('Conflict' | 'review_already_blocked' | 'review_awaiting_moderation')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Well-formed, but the current state does not allow it (not live, not enough energy). Codes: `not_enough_energy`. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 422,
           *       "error": "Unprocessable Entity",
           *       "message": [
           *         "not_enough_energy"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_enough_energy'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`, `do_not_spam`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('limit_rate' | 'do_not_spam')[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getProjects: {
    parameters: {
      query?: {
        category?: 'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2';
        chain?:
          | 'bsc'
          | 'ethereum'
          | 'eth'
          | 'ethereumpow'
          | 'polygon'
          | 'fantom'
          | 'dogechain'
          | 'arbitrum'
          | 'avalanche'
          | 'optimism'
          | 'zksync'
          | 'ronin'
          | 'solana'
          | 'aptos'
          | 'non_evm';
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        keyword?: string;
        limit?: number;
        offset?: number;
        order?: 'asc' | 'desc';
        sort?:
          | 'createdAt'
          | 'updated'
          | 'trendingScore'
          | 'popularScore'
          | 'featureScore'
          | 'reviewCount'
          | 'avgStar'
          | 'newScore'
          | 'goodRatingScore'
          | 'newGemScore';
        type?: 'normal' | 'nft';
        /** @description Only items whose changedAt is at or after this ISO 8601 date-time (with Z or an offset) */
        updatedSince?: string;
        /** @description A time window in days */
        window?: 7 | 30 | 90;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, `updated_since_invalid`, `window_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | ('body_was_wrong' | 'cursor_invalid' | 'updated_since_invalid' | 'window_invalid')
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          auditLink?: string | '';
          avatarUrl?: string;
          categories?: (
            'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
          )[];
          /** @enum {string} */
          chain:
            | 'bsc'
            | 'ethereum'
            | 'eth'
            | 'ethereumpow'
            | 'polygon'
            | 'fantom'
            | 'dogechain'
            | 'arbitrum'
            | 'avalanche'
            | 'optimism'
            | 'zksync'
            | 'ronin'
            | 'solana'
            | 'aptos'
            | 'non_evm';
          coinGeckoLink?: string | '';
          coinMarketCapLink?: string | '';
          contractAddress?: string;
          decimals?: number;
          description?: string;
          links?: {
            [key: string]: string | '';
          };
          name: string;
          symbol: string;
          totalSupply?: string;
          /** @enum {string} */
          type?: 'normal' | 'nft';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, `description_too_long`, `invalid_format_link`, `link_too_long`, `name_too_long`, `please_fill_this_field`, `symbol_too_long`, `total_supply_invalid`, `can_not_find_image`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | "Invalid 'address' parameter"
                  | 'description_too_long'
                  | 'invalid_format_link'
                  | 'link_too_long'
                  | 'name_too_long'
                  | 'please_fill_this_field'
                  | 'symbol_too_long'
                  | 'total_supply_invalid'
                  | 'can_not_find_image'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `you_are_not_owner_this_image`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'you_are_not_owner_this_image')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_image`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_image"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_image'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `already_add`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "already_add"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'already_add'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getProjectsByChainByAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        address: string;
        chain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | "Invalid 'address' parameter") | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postProjectsByIdClaimOwnership: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changed?: boolean;
              project: {
                auditLink: string | null;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                avgStar: number;
                categories: (
                  'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
                )[];
                /** @enum {string} */
                chain:
                  | 'bsc'
                  | 'ethereum'
                  | 'eth'
                  | 'ethereumpow'
                  | 'polygon'
                  | 'fantom'
                  | 'dogechain'
                  | 'arbitrum'
                  | 'avalanche'
                  | 'optimism'
                  | 'zksync'
                  | 'ronin'
                  | 'solana'
                  | 'aptos'
                  | 'non_evm';
                changedAt?: string;
                coinGeckoLink: string | null;
                coinMarketCapLink: string | null;
                contractAddress: string | null;
                createdAt: string;
                decimals: number | null;
                description: string | null;
                featureScore?: number;
                followersCount: number;
                goodRatingScore: number;
                id: string;
                isFollowed?: boolean;
                isVerified: boolean;
                links: {
                  [key: string]: string;
                };
                listingLinks: string[];
                lpAddress: string | null;
                name: string;
                newGemScore?: number;
                newScore: number;
                ownerAddress: string | null;
                popularScore: number;
                reviewCount: number;
                router: number | null;
                star1: number;
                star2: number;
                star3: number;
                star4: number;
                star5: number;
                /** @enum {string} */
                status: 'pending' | 'active' | 'blocked';
                symbol: string | null;
                totalSupply: string | null;
                trendingScore: number;
                trustedRating?: number | null;
                /** @enum {string} */
                type: 'normal' | 'nft';
                updatedAt: string;
              };
              /** @enum {string} */
              proof?: 'ownable' | 'access_control' | 'deployer';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `project_has_no_contract`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'project_has_no_contract') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `ownership_not_proven`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'ownership_not_proven')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `already_project_owner`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "already_project_owner"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'already_project_owner'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `chain_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'chain_unavailable')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postProjectsByIdRecheckOwnership: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changed?: boolean;
              project: {
                auditLink: string | null;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                avgStar: number;
                categories: (
                  'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
                )[];
                /** @enum {string} */
                chain:
                  | 'bsc'
                  | 'ethereum'
                  | 'eth'
                  | 'ethereumpow'
                  | 'polygon'
                  | 'fantom'
                  | 'dogechain'
                  | 'arbitrum'
                  | 'avalanche'
                  | 'optimism'
                  | 'zksync'
                  | 'ronin'
                  | 'solana'
                  | 'aptos'
                  | 'non_evm';
                changedAt?: string;
                coinGeckoLink: string | null;
                coinMarketCapLink: string | null;
                contractAddress: string | null;
                createdAt: string;
                decimals: number | null;
                description: string | null;
                featureScore?: number;
                followersCount: number;
                goodRatingScore: number;
                id: string;
                isFollowed?: boolean;
                isVerified: boolean;
                links: {
                  [key: string]: string;
                };
                listingLinks: string[];
                lpAddress: string | null;
                name: string;
                newGemScore?: number;
                newScore: number;
                ownerAddress: string | null;
                popularScore: number;
                reviewCount: number;
                router: number | null;
                star1: number;
                star2: number;
                star3: number;
                star4: number;
                star5: number;
                /** @enum {string} */
                status: 'pending' | 'active' | 'blocked';
                symbol: string | null;
                totalSupply: string | null;
                trendingScore: number;
                trustedRating?: number | null;
                /** @enum {string} */
                type: 'normal' | 'nft';
                updatedAt: string;
              };
              /** @enum {string} */
              proof?: 'ownable' | 'access_control' | 'deployer';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `project_has_no_contract`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'project_has_no_contract') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`, `chain_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('service_unavailable' | 'chain_unavailable')[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getProjectsByProjectId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id, or the address of its token contract */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putProjectsByProjectId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          auditLink?: string | '';
          avatarUrl?: string;
          categories?: (
            'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
          )[];
          coinGeckoLink?: string | '';
          coinMarketCapLink?: string | '';
          description?: string;
          featureRank?: unknown;
          featureScore?: unknown;
          isVerified?: unknown;
          links?: {
            [key: string]: string | '';
          };
          name?: string;
          ownerAddress?: unknown;
          symbol?: string;
          /** @enum {string} */
          type?: 'normal' | 'nft';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, `admin_fields_not_editable`, `description_too_long`, `invalid_format_link`, `link_too_long`, `name_too_long`, `please_fill_this_field`, `symbol_too_long`, `can_not_find_image`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | "Invalid 'address' parameter"
                  | 'admin_fields_not_editable'
                  | 'description_too_long'
                  | 'invalid_format_link'
                  | 'link_too_long'
                  | 'name_too_long'
                  | 'please_fill_this_field'
                  | 'symbol_too_long'
                  | 'can_not_find_image'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `only_owner_can_up_date`, `you_are_not_owner_this_image`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              'user_is_blocked' | 'only_owner_can_up_date' | 'you_are_not_owner_this_image'
            )[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_image`, `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_image"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_image' | 'can_not_find_project')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postProjectsByProjectIdEditRequests: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          changes: {
            auditLink?: string | '';
            avatarUrl?: string;
            categories?: (
              'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
            )[];
            coinGeckoLink?: string | '';
            coinMarketCapLink?: string | '';
            description?: string;
            featureRank?: unknown;
            featureScore?: unknown;
            isVerified?: unknown;
            links?: {
              [key: string]: string | '';
            };
            name?: string;
            ownerAddress?: unknown;
            symbol?: string;
            /** @enum {string} */
            type?: 'normal' | 'nft';
          };
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              id: string;
              note: string;
              projectId: string;
              status: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `admin_fields_not_editable`, `description_too_long`, `invalid_format_link`, `link_too_long`, `name_too_long`, `note_too_long`, `note_too_short`, `please_fill_this_field`, `symbol_too_long`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'admin_fields_not_editable'
                  | 'description_too_long'
                  | 'invalid_format_link'
                  | 'link_too_long'
                  | 'name_too_long'
                  | 'note_too_long'
                  | 'note_too_short'
                  | 'please_fill_this_field'
                  | 'symbol_too_long'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `already_add`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "already_add"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'already_add'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getPublicActivities: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        type?: 'review' | 'donate';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              donation: {
                amount: string;
                amountUsd: number;
                from: {
                  address: string;
                  avatar: {
                    /** @enum {string} */
                    type: 'normal' | 'nft';
                    url: string;
                  } | null;
                  displayName: string | null;
                  donateReceived: number;
                  id: string;
                  level: number;
                  /** @enum {string} */
                  levelName:
                    | 'NEWBIE'
                    | 'JUNIOR_MEMBER'
                    | 'MEMBER'
                    | 'FULL_MEMBER'
                    | 'SENIOR_MEMBER'
                    | 'PROFESSIONAL'
                    | 'HERO'
                    | 'LEGEND'
                    | 'IMMORTAL';
                  reviewsCount: number;
                  score: number;
                } | null;
                fromAddress: string;
                id: string;
                message: string | null;
                reviewId: string | null;
                toAddress: string;
                /** @enum {string} */
                token: 'BNB' | 'BUSD';
                transactionHash: string;
              } | null;
              id: string;
              review: {
                changedAt?: string;
                content: string;
                contentText: string;
                createdAt: string;
                donateStatistic: {
                  totalAmount: number;
                };
                downVoteCount: number;
                hashtags: string[];
                /** @enum {string|null} */
                holderBadge:
                  | 'SHRIMP'
                  | 'CRAB'
                  | 'OCTOPUS'
                  | 'FISH'
                  | 'DOLPHIN'
                  | 'SHARK'
                  | 'WHALE'
                  | 'HUMPBACK'
                  | null;
                holderPercent?: number | null;
                id: string;
                isEdited: boolean;
                isProductOwner: boolean;
                isSigned?: boolean;
                /** @enum {string} */
                language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
                leafIndex?: number | null;
                project: {
                  avatar: {
                    /** @enum {string} */
                    type: 'normal' | 'nft';
                    url: string;
                  } | null;
                  chain: string;
                  contractAddress: string | null;
                  id: string;
                  isVerified: boolean;
                  name: string;
                  ownerAddress: string | null;
                  symbol: string | null;
                };
                projectId: string;
                rate: number;
                repliesCount: number;
                /**
                 * @default active
                 * @enum {string}
                 */
                status: 'active' | 'hidden';
                title: string;
                updatedAt: string;
                upVoteCount: number;
                user: {
                  address: string;
                  avatar: {
                    /** @enum {string} */
                    type: 'normal' | 'nft';
                    url: string;
                  } | null;
                  displayName: string | null;
                  donateReceived: number;
                  id: string;
                  level: number;
                  /** @enum {string} */
                  levelName:
                    | 'NEWBIE'
                    | 'JUNIOR_MEMBER'
                    | 'MEMBER'
                    | 'FULL_MEMBER'
                    | 'SENIOR_MEMBER'
                    | 'PROFESSIONAL'
                    | 'HERO'
                    | 'LEGEND'
                    | 'IMMORTAL';
                  reviewsCount: number;
                  score: number;
                };
                vote?: {
                  userId: string;
                  /** @enum {string} */
                  vote: 'up' | 'down' | 'none';
                };
              } | null;
              /** @enum {string} */
              type: 'review' | 'donate';
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicBadgeProjectsByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's numeric id and the extension: `12.svg` */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The badge */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicCampaigns: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        projectId?: string;
        status?: 'live' | 'upcoming' | 'ended';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `can_not_find_project`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'can_not_find_project') | string)[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicCampaignsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bannerUrl: string | null;
              claimDeadline: string;
              completedCount: number;
              createdAt: string;
              creator: {
                address: string;
                displayName: string | null;
                id: string;
              };
              description: string;
              descriptionText: string;
              eligibility: {
                /** @default false */
                everyone: boolean;
                /** @default false */
                followProject: boolean;
                /** @default null */
                minAccountAgeDays: number | null;
                /** @default null */
                minHolding: string | null;
                /** @default null */
                minLevel: number | null;
              };
              endsAt: string;
              funding: {
                chainId: number;
                claimDeadline: number;
                endTime: number;
                escrowAddress: string | null;
                escrowQuestId: string;
                questId: string;
                startTime: number;
                transactionHash: string | null;
              };
              id: string;
              participantsCount: number;
              project: {
                avatarUrl: string | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              reward: {
                amountPerWinner: string;
                amountPerWinnerFormatted: string;
                decimals: number;
                /** @enum {string} */
                method: 'fcfs' | 'lucky_draw';
                pool: string;
                poolFormatted: string;
                /** @enum {string} */
                token: 'bnb' | 'busd' | 'erc20';
                tokenAddress: string;
                tokenSymbol: string;
                winners: number;
                xp: number;
              };
              startsAt: string;
              /** @enum {string} */
              state: 'draft' | 'upcoming' | 'live' | 'ended' | 'settled' | 'cancelled';
              summary: string;
              tasks: {
                id: string;
                /** @enum {string} */
                kind:
                  | 'follow_project'
                  | 'review_project'
                  | 'min_level'
                  | 'hold_token'
                  | 'donate_reviewer'
                  | 'discord'
                  | 'telegram'
                  | 'twitter'
                  | 'url';
                label: string | null;
                minAmount: string | null;
                minLevel: number | null;
                url: string | null;
                verified: boolean;
              }[];
              title: string;
              viewer: {
                claimed: boolean;
                claimTxHash: string | null;
                completed: boolean;
                conditions: {
                  actual: string | null;
                  /** @enum {string} */
                  condition: 'min_level' | 'min_holding' | 'follow_project' | 'account_age';
                  met: boolean;
                  required: string;
                }[];
                doneTaskIds: string[];
                eligible: boolean;
                joined: boolean;
                rewardAmount: string | null;
                winner: boolean;
              } | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicCampaignsByIdWinners: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              draw: {
                blockHash: string;
                blockNumber: number;
                participants: string[];
                seed: string;
              } | null;
              /** @enum {string} */
              method: 'fcfs' | 'lucky_draw';
              questId: string;
              settled: boolean;
              settledAt: string | null;
              winners: {
                address: string;
                amount: string;
                claimed: boolean;
                claimTxHash: string | null;
                completedAt: string | null;
                displayName: string | null;
                rank: number;
                userId: string;
              }[];
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `quest_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "quest_not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'quest_not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicChainTokenByChainByAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        address: string;
        chain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              decimals: number | null;
              name: string | null;
              symbol: string | null;
              totalSupply: string | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | "Invalid 'address' parameter") | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_chain`, `can_not_find_data`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_chain"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_chain' | 'can_not_find_data')[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicDonateLogs: {
    parameters: {
      query?: {
        fromAddress?: string;
        limit?: number;
        offset?: number;
        toAddress?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              amount: string;
              amountFormatted: string;
              amountUsd: number;
              blockNumber: number | null;
              chainId: number;
              confirmedAt: string | null;
              createdAt: string;
              fee: string;
              from: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              fromAddress: string;
              id: string;
              logIndex: number;
              message: string | null;
              review: {
                id: string;
                project: {
                  chain: string;
                  contractAddress: string | null;
                  id: string;
                  name: string;
                  symbol: string | null;
                };
                title: string;
              } | null;
              reviewId: string | null;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'reversed';
              to: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                id: string;
              } | null;
              toAddress: string;
              /** @enum {string} */
              token: 'BNB' | 'BUSD';
              transactionHash: string;
              /** @enum {string} */
              type: 'review';
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, `invalid_address`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              ('body_was_wrong' | "Invalid 'address' parameter" | 'invalid_address') | string
            )[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicDonateStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              donors: number;
              recipients: number;
              tokens: {
                amount: string;
                amountUsd: number;
                count: number;
                /** @enum {string} */
                token: 'BNB' | 'BUSD';
              }[];
              totalAmount: number;
            };
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicDonateStatisticsUserByUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              count: number;
              donated: {
                count: number;
                totalAmount: number;
              };
              totalAmount: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicExportReviewsNdjson: {
    parameters: {
      query?: {
        after?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One JSON object per line, one line per public review version */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/x-ndjson': string;
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `log_range_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'log_range_invalid') | string)[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicFeedsProjectsByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's numeric id and the format: `12.rss` or `12.atom` */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/atom+xml': string;
          'application/rss+xml': string;
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicFeedsUsersByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The reviewer's wallet address and the format: `0xabc...def.rss` or `.atom` */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The feed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/atom+xml': string;
          'application/rss+xml': string;
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicFilesByKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The storage key an upload answered: `<key>.png` or `<key>.jpg` */
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicFollowsByIdProjects: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: unknown[];
            meta: {
              limit: number;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicFollowsByIdStatistic: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              followers: number;
              following: number;
              followingProjects: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicLogAnchors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            anchors: {
              blockNumber: number | null;
              rootHash: string;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'dropped' | 'failed';
              treeSize: number;
              txHash: string;
            }[];
            chainId: number | null;
            contract: string | null;
            enabled: boolean;
            reason: string | null;
            rpcUrl: string | null;
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicLogCheckpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicLogKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            keyName: string;
            origin: string;
            publicKey: string;
            verifierKey: string;
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicLogProofConsistency: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            from: number;
            proof: string[];
            to: number;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `log_range_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'log_range_invalid') | string)[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicLogProofInclusion: {
    parameters: {
      query: {
        index: string;
        size: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            index: number;
            leafHash: string;
            proof: string[];
            treeSize: number;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `log_range_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'log_range_invalid') | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicLogTile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tile: 32-byte hashes, or entries each after a 2-byte big-endian length */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicLogosBySpecByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description One or two characters (URL-encoded) and `.svg`: `AB.svg` */
        file: string;
        /** @description The shape, two hues (0-359) and the ring (0 or 1): `circle-12-80-1` */
        spec: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicPrices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              binancecoin: {
                usd: number;
              } | null;
              ethereum: {
                usd: number;
              } | null;
              updatedAt: string | null;
            };
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicProjectByIdActivities: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              level1Reviews: number;
              level2Reviews: number;
              level3Reviews: number;
              level4Reviews: number;
              level5Reviews: number;
              level6Reviews: number;
              level7Reviews: number;
              level8Reviews: number;
              level9Reviews: number;
              tokenHolderReviews: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicProjectByIdPool: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              pair: {
                address: string;
                quote: string;
                /** @enum {string} */
                version: 'V2' | 'V3';
              };
              poolValue: number | null;
              price: number | null;
              priceInPair: number | null;
            } | null;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicProjectByProjectIdReviews: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        filter?: 'all_review' | 'star5' | 'star4' | 'star3' | 'star2' | 'star1';
        language?: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
        limit?: number;
        offset?: number;
        sort?:
          | 'newest'
          | 'oldest'
          | 'most_upvote'
          | 'most_downvote'
          | 'popular'
          | 'trending'
          | 'top_rating'
          | 'latest_updated'
          | 'total_reviews_low_to_high'
          | 'total_reviews_high_to_low';
        /** @description Only items whose changedAt is at or after this ISO 8601 date-time (with Z or an offset) */
        updatedSince?: string;
      };
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, `updated_since_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid' | 'updated_since_invalid') | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicProjects: {
    parameters: {
      query?: {
        category?: 'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2';
        chain?:
          | 'bsc'
          | 'ethereum'
          | 'eth'
          | 'ethereumpow'
          | 'polygon'
          | 'fantom'
          | 'dogechain'
          | 'arbitrum'
          | 'avalanche'
          | 'optimism'
          | 'zksync'
          | 'ronin'
          | 'solana'
          | 'aptos'
          | 'non_evm';
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        keyword?: string;
        limit?: number;
        offset?: number;
        order?: 'asc' | 'desc';
        sort?:
          | 'createdAt'
          | 'updated'
          | 'trendingScore'
          | 'popularScore'
          | 'featureScore'
          | 'reviewCount'
          | 'avgStar'
          | 'newScore'
          | 'goodRatingScore'
          | 'newGemScore';
        type?: 'normal' | 'nft';
        /** @description Only items whose changedAt is at or after this ISO 8601 date-time (with Z or an offset) */
        updatedSince?: string;
        /** @description A time window in days */
        window?: 7 | 30 | 90;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, `updated_since_invalid`, `window_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | ('body_was_wrong' | 'cursor_invalid' | 'updated_since_invalid' | 'window_invalid')
              | string
            )[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicProjectsReviewsStatistic: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              projects: number;
              reviewers: number;
              reviews: number;
              votes: number;
            };
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicProjectsTrending: {
    parameters: {
      query?: {
        limit?: number;
        /** @description A time window in days */
        window?: 7 | 30 | 90;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `window_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'window_invalid') | string)[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicProjectsByChainByAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        address: string;
        chain: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | "Invalid 'address' parameter") | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicProjectsByProjectId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's id, or the address of its token contract */
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              auditLink: string | null;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              avgStar: number;
              categories: (
                'nft' | 'utility' | 'payment' | 'security' | 'stablecoins' | 'layer1' | 'layer2'
              )[];
              /** @enum {string} */
              chain:
                | 'bsc'
                | 'ethereum'
                | 'eth'
                | 'ethereumpow'
                | 'polygon'
                | 'fantom'
                | 'dogechain'
                | 'arbitrum'
                | 'avalanche'
                | 'optimism'
                | 'zksync'
                | 'ronin'
                | 'solana'
                | 'aptos'
                | 'non_evm';
              changedAt?: string;
              coinGeckoLink: string | null;
              coinMarketCapLink: string | null;
              contractAddress: string | null;
              createdAt: string;
              decimals: number | null;
              description: string | null;
              featureScore?: number;
              followersCount: number;
              goodRatingScore: number;
              id: string;
              isFollowed?: boolean;
              isVerified: boolean;
              links: {
                [key: string]: string;
              };
              listingLinks: string[];
              lpAddress: string | null;
              name: string;
              newGemScore?: number;
              newScore: number;
              ownerAddress: string | null;
              popularScore: number;
              reviewCount: number;
              router: number | null;
              star1: number;
              star2: number;
              star3: number;
              star4: number;
              star5: number;
              /** @enum {string} */
              status: 'pending' | 'active' | 'blocked';
              symbol: string | null;
              totalSupply: string | null;
              trendingScore: number;
              trustedRating?: number | null;
              /** @enum {string} */
              type: 'normal' | 'nft';
              updatedAt: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicReviews: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        filter?: 'all_review' | 'star5' | 'star4' | 'star3' | 'star2' | 'star1';
        hashtag?: string;
        language?: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
        limit?: number;
        offset?: number;
        projectId?: string;
        sort?:
          | 'newest'
          | 'oldest'
          | 'most_upvote'
          | 'most_downvote'
          | 'popular'
          | 'trending'
          | 'top_rating'
          | 'latest_updated'
          | 'total_reviews_low_to_high'
          | 'total_reviews_high_to_low';
        /** @description Only items whose changedAt is at or after this ISO 8601 date-time (with Z or an offset) */
        updatedSince?: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              contentText: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, `project_id_invalid`, `updated_since_invalid`, `user_id_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'cursor_invalid'
                  | 'project_id_invalid'
                  | 'updated_since_invalid'
                  | 'user_id_invalid'
                )
              | string
            )[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicReviewsByReviewId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              contentText: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_review"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_review'[];
          };
        };
      };
      /** @description Removed by the moderation team: the body is the error envelope with the public `tombstone` (when, which rule, the transparency-log entry). Codes: `review_removed`. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewGone'];
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicReviewsByReviewIdReplies: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              content: string;
              createdAt: string;
              id: string;
              isEdited: boolean;
              isProductOwner?: boolean;
              reviewId: string;
              updatedAt: string;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid') | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicReviewsByReviewIdSignature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              author: string;
              /** @enum {string|null} */
              domainVersion: '1' | '2' | null;
              reviewId: string;
              signature: string | null;
              signed: boolean;
              typedData: {
                domain: {
                  chainId?: number;
                  name: string;
                  version: string;
                };
                message: {
                  [key: string]: unknown;
                };
                primaryType: string;
                types: {
                  [key: string]: {
                    name: string;
                    type: string;
                  }[];
                };
              } | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicReviewsByReviewIdVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              content: string;
              contentText: string;
              current: boolean;
              /** @enum {string|null} */
              domainVersion: '1' | '2' | null;
              language: string;
              leafIndex?: number | null;
              rate: number;
              replacedAt: string | null;
              signature: string | null;
              signed: boolean;
              title: string;
              typedData: {
                domain: {
                  chainId?: number;
                  name: string;
                  version: string;
                };
                message: {
                  [key: string]: unknown;
                };
                primaryType: string;
                types: {
                  [key: string]: {
                    name: string;
                    type: string;
                  }[];
                };
              } | null;
              version: number;
              writtenAt: string;
            }[];
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_review"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_review'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicShareByKindByFile: {
    parameters: {
      query?: {
        v?: string;
      };
      header?: never;
      path: {
        file: string;
        kind: 'project' | 'review' | 'user' | 'site';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The card */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `invalid_file`, `invalid_version`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'invalid_file' | 'invalid_version') | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`, `can_not_find_review`, `can_not_find_user`, `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              'can_not_find_project' | 'can_not_find_review' | 'can_not_find_user' | 'not_found'
            )[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicSystemConfigs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bscQuoteTokenAddress: {
                address: string;
                decimals: number;
                quote: string;
              }[];
              chains: {
                blockExplorerUrl: string | null;
                chain:
                  | (
                      | 'bsc'
                      | 'ethereum'
                      | 'eth'
                      | 'ethereumpow'
                      | 'polygon'
                      | 'fantom'
                      | 'dogechain'
                      | 'arbitrum'
                      | 'avalanche'
                      | 'optimism'
                      | 'zksync'
                      | 'ronin'
                      | 'solana'
                      | 'aptos'
                      | 'non_evm'
                    )
                  | ('cronos' | 'heco' | 'bsc_testnet')
                  | 'dev';
                chainId: number | null;
                explorer: string | null;
                icon: {
                  url: string;
                };
                name: string;
                nodeRpcUrl: string | null;
                symbol: string;
              }[];
              demo: boolean;
              donation: {
                busdAddress: string | null;
                chainId: number | null;
                contractAddress: string | null;
                enabled: boolean;
                fee: number | null;
                feeDivisor: number | null;
                maxBNB: number;
                maxBUSD: number;
                messageMax: number;
                minBNB: number;
                minBUSD: number;
                reason: string | null;
              };
              ethQuoteTokenAddress: {
                address: string;
                decimals: number;
                quote: string;
              }[];
              fullEnergyLevel: number;
              limits: {
                [key: string]: unknown;
              };
              publicSocialLinksLevel: number;
              recycleEnergyStep: number;
              reviewEnergy: number;
              reviewSignature: {
                chainIds: number[];
                site: string;
              };
              scoreLevel: {
                level: number;
                max: number | null;
                maxEnergy: number;
                min: number;
                /** @enum {string} */
                name:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
              }[];
              tokenHolderPercent: {
                /** @enum {string} */
                badgeLevel:
                  | 'SHRIMP'
                  | 'CRAB'
                  | 'OCTOPUS'
                  | 'FISH'
                  | 'DOLPHIN'
                  | 'SHARK'
                  | 'WHALE'
                  | 'HUMPBACK';
                max: number | null;
                min: number;
              }[];
              voteEnergy: number;
            };
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicTransparency: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              generatedAt: string;
              months: {
                appealsReceived: number;
                medianDecisionSeconds: number | null;
                month: string;
                removals: {
                  byReason: {
                    harassment: number;
                    hate: number;
                    illegal: number;
                    impersonation: number;
                    misinformation: number;
                    off_topic: number;
                    other: number;
                    personal_data: number;
                    scam: number;
                    spam: number;
                  };
                  total: number;
                };
                reportsDismissed: number;
                reportsReceived: number;
                reportsUpheld: number;
                restoredAfterAppeal: number;
              }[];
            };
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicTransparencyProjectsByProjectId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        projectId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              removedReviews: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_project'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicTrust: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reportsDismissed: number;
              reportsUpheld: number;
              reviewsSigned: number;
              reviewsTotal: number;
              ringsFlagged: number;
              ringsFound: number;
              votesReversed: number;
            };
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicUsersByIdFollowers: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid') | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicUsersByIdFollowing: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid') | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicUsersByIdRewardsHistory: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        type?: 'review_reward' | 'reward_received';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              actor: {
                address: string;
                displayName: string | null;
                id: string;
              } | null;
              amount: number;
              createdAt: string;
              id: string;
              reason: string;
              sourceId: string | null;
              sourceType: string | null;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicUsersAddressByAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        address: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | "Invalid 'address' parameter") | string)[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getPublicUsersTopReviewers: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        /** @description A time window in days */
        window?: 7 | 30 | 90;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
              windowReviews: number;
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `window_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'window_invalid') | string)[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putRepliesByReplyId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        replyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          content: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              content: string;
              createdAt: string;
              id: string;
              isEdited: boolean;
              isProductOwner?: boolean;
              reviewId: string;
              updatedAt: string;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `reply_too_long`, `reply_too_short`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'reply_too_long' | 'reply_too_short') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `Forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'Forbidden')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_data'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postReportsReplyById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
          /** @enum {string} */
          reason:
            | 'offensive_language'
            | 'racism_sexism_homophobia'
            | 'do_not_spam'
            | 'deliberately_fud'
            | 'other';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              id: string;
              reason: string;
              status: string;
              targetId: string;
              /** @enum {string} */
              targetType: 'review' | 'reply';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `note_too_long`, `note_too_short`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'note_too_long' | 'note_too_short') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `Forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'Forbidden')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_data'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `already_add`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "already_add"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'already_add'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`, `too_many_reports`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('limit_rate' | 'too_many_reports')[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postReportsReviewById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
          /** @enum {string} */
          reason:
            | 'offensive_language'
            | 'racism_sexism_homophobia'
            | 'do_not_spam'
            | 'deliberately_fud'
            | 'other';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              id: string;
              reason: string;
              status: string;
              targetId: string;
              /** @enum {string} */
              targetType: 'review' | 'reply';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `note_too_long`, `note_too_short`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'note_too_long' | 'note_too_short') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `Forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'Forbidden')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_data`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_data"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_data'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `already_add`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "already_add"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'already_add'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`, `too_many_reports`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('limit_rate' | 'too_many_reports')[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postReviewByReviewIdVote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          vote: 'up' | 'down' | 'none';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              downVoteCount: number;
              energySpent: number;
              lastEnergy: number;
              upVoteCount: number;
              /** @enum {string} */
              vote: 'up' | 'down' | 'none';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `you_cannot_vote_for_yourself`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'you_cannot_vote_for_yourself')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_review"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_review'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Well-formed, but the current state does not allow it (not live, not enough energy). Codes: `not_enough_energy`. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 422,
           *       "error": "Unprocessable Entity",
           *       "message": [
           *         "not_enough_energy"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_enough_energy'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getReviews: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        filter?: 'all_review' | 'star5' | 'star4' | 'star3' | 'star2' | 'star1';
        hashtag?: string;
        language?: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
        limit?: number;
        offset?: number;
        projectId?: string;
        sort?:
          | 'newest'
          | 'oldest'
          | 'most_upvote'
          | 'most_downvote'
          | 'popular'
          | 'trending'
          | 'top_rating'
          | 'latest_updated'
          | 'total_reviews_low_to_high'
          | 'total_reviews_high_to_low';
        /** @description Only items whose changedAt is at or after this ISO 8601 date-time (with Z or an offset) */
        updatedSince?: string;
        userId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              contentText: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, `project_id_invalid`, `updated_since_invalid`, `user_id_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'cursor_invalid'
                  | 'project_id_invalid'
                  | 'updated_since_invalid'
                  | 'user_id_invalid'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getReviewsByReviewId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              contentText: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_review"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_review'[];
          };
        };
      };
      /** @description Removed by the moderation team: the body is the error envelope with the public `tombstone` (when, which rule, the transparency-log entry). Codes: `review_removed`. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewGone'];
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  putReviewsByReviewId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          content: string;
          /** @enum {string} */
          language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
          rate: number;
          signature?: {
            chainId: number;
            signature: string;
            signedAt: number;
            site: string;
          };
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              changedAt?: string;
              content: string;
              contentText: string;
              createdAt: string;
              donateStatistic: {
                totalAmount: number;
              };
              downVoteCount: number;
              hashtags: string[];
              /** @enum {string|null} */
              holderBadge:
                | 'SHRIMP'
                | 'CRAB'
                | 'OCTOPUS'
                | 'FISH'
                | 'DOLPHIN'
                | 'SHARK'
                | 'WHALE'
                | 'HUMPBACK'
                | null;
              holderPercent?: number | null;
              id: string;
              isEdited: boolean;
              isProductOwner: boolean;
              isSigned?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              leafIndex?: number | null;
              project: {
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                chain: string;
                contractAddress: string | null;
                id: string;
                isVerified: boolean;
                name: string;
                ownerAddress: string | null;
                symbol: string | null;
              };
              projectId: string;
              rate: number;
              repliesCount: number;
              /**
               * @default active
               * @enum {string}
               */
              status: 'active' | 'hidden';
              title: string;
              updatedAt: string;
              upVoteCount: number;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
              vote?: {
                userId: string;
                /** @enum {string} */
                vote: 'up' | 'down' | 'none';
              };
            };
            meta: {
              energySpent: number;
              lastEnergy: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `rate_invalid`, `review_signature_invalid`, `can_not_find_image`, `review_signature_expired`, `review_signature_unsupported_chain`, `review_signature_wrong_site`, `signature_required`, `title_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'rate_invalid'
                  | 'review_signature_invalid'
                  | 'can_not_find_image'
                  | 'review_signature_expired'
                  | 'review_signature_unsupported_chain'
                  | 'review_signature_wrong_site'
                  | 'signature_required'
                  | 'title_invalid'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `Forbidden`, `you_are_not_owner_this_image`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'Forbidden' | 'you_are_not_owner_this_image')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_image`, `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_image"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_image' | 'can_not_find_review')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Well-formed, but the current state does not allow it (not live, not enough energy). Codes: `not_enough_energy`. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 422,
           *       "error": "Unprocessable Entity",
           *       "message": [
           *         "not_enough_energy"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_enough_energy'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getReviewsByReviewIdAppeal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              decidedAt: string | null;
              decisionReason: string | null;
              id: string;
              message: string;
              reviewId: string;
              /** @enum {string} */
              status: 'open' | 'restored' | 'rejected';
            } | null;
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `appeal_only_author`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'appeal_only_author')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_review"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_review'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postReviewsByReviewIdAppeal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              createdAt: string;
              decidedAt: string | null;
              decisionReason: string | null;
              id: string;
              message: string;
              reviewId: string;
              /** @enum {string} */
              status: 'open' | 'restored' | 'rejected';
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `appeal_message_too_long`, `appeal_message_too_short`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              ('body_was_wrong' | 'appeal_message_too_long' | 'appeal_message_too_short') | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `appeal_only_author`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'appeal_only_author')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_review"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_review'[];
          };
        };
      };
      /** @description The action conflicts with the current state (already done or settled). Codes: `appeal_already_filed`, `review_not_removed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 409,
           *       "error": "Conflict",
           *       "message": [
           *         "appeal_already_filed"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('appeal_already_filed' | 'review_not_removed')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getReviewsByReviewIdReplies: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              content: string;
              createdAt: string;
              id: string;
              isEdited: boolean;
              isProductOwner?: boolean;
              reviewId: string;
              updatedAt: string;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postReviewsByReviewIdReplies: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          content: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              content: string;
              createdAt: string;
              id: string;
              isEdited: boolean;
              isProductOwner?: boolean;
              reviewId: string;
              updatedAt: string;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                displayName: string | null;
                donateReceived: number;
                id: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                reviewsCount: number;
                score: number;
              };
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `reply_too_long`, `reply_too_short`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'reply_too_long' | 'reply_too_short') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`, `do_not_spam`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('limit_rate' | 'do_not_spam')[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getReviewsByReviewIdVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reviewId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              content: string;
              contentText: string;
              current: boolean;
              /** @enum {string|null} */
              domainVersion: '1' | '2' | null;
              language: string;
              leafIndex?: number | null;
              rate: number;
              replacedAt: string | null;
              signature: string | null;
              signed: boolean;
              title: string;
              typedData: {
                domain: {
                  chainId?: number;
                  name: string;
                  version: string;
                };
                message: {
                  [key: string]: unknown;
                };
                primaryType: string;
                types: {
                  [key: string]: {
                    name: string;
                    type: string;
                  }[];
                };
              } | null;
              version: number;
              writtenAt: string;
            }[];
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_review"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_review'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postStorageShareProjectById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`, `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_project' | 'can_not_find_review')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postStorageShareReviewById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_project`, `can_not_find_review`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_project"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('can_not_find_project' | 'can_not_find_review')[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postStorageUpload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One image (PNG or JPG) in the `file` field */
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              bytes: number;
              createdAt: string;
              height: number | null;
              id: string;
              mime: string;
              url: string;
              width: number | null;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `can_not_find_image`, `invalid_image`, `invalid_image_type`, `please_choose_an_image`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | 'can_not_find_image'
                  | 'invalid_image'
                  | 'invalid_image_type'
                  | 'please_choose_an_image'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postSyncNftAvatar: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          chainId?: number;
          contractAddress: string;
          tokenId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              lastEnergy: number;
              lastResetEnergy: string;
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              maxEnergy: number;
              nextLevelScore: number;
              reviewEnergy: number;
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
              voteEnergy: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, `invalid_address`, `token_id_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              | (
                  | 'body_was_wrong'
                  | "Invalid 'address' parameter"
                  | 'invalid_address'
                  | 'token_id_invalid'
                )
              | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`, `you_are_not_owner_of_nft`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('user_is_blocked' | 'you_are_not_owner_of_nft')[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_chain`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_chain"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_chain'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  postSyncNfts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              result: {
                chainId: number;
                contractAddress: string;
                id: string;
                image: string | null;
                name: string | null;
                owner: string;
                tokenId: string;
              }[];
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('body_was_wrong' | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getUnseenNotificationsCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              total: number;
            };
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getUsersByIdFollowers: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getUsersByIdFollowing: {
    parameters: {
      query?: {
        /** @description The next page: meta.nextCursor (or the Link header) of the previous page, with the same filters and sort; offset is ignored with it */
        cursor?: string;
        limit?: number;
        offset?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
            }[];
            meta: {
              limit: number;
              nextCursor?: string | null;
              offset: number;
              total: number;
              totalPages: number;
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `cursor_invalid`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | 'cursor_invalid') | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  getUsersAddressByAddress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        address: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              address: string;
              avatar: {
                /** @enum {string} */
                type: 'normal' | 'nft';
                url: string;
              } | null;
              bio: string | null;
              createdAt: string;
              displayName: string | null;
              donateReceived: number;
              followersCount: number;
              followingCount: number;
              id: string;
              isFollowed?: boolean;
              /** @enum {string} */
              language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
              level: number;
              /** @enum {string} */
              levelName:
                | 'NEWBIE'
                | 'JUNIOR_MEMBER'
                | 'MEMBER'
                | 'FULL_MEMBER'
                | 'SENIOR_MEMBER'
                | 'PROFESSIONAL'
                | 'HERO'
                | 'LEGEND'
                | 'IMMORTAL';
              reviewsCount: number;
              /** @enum {string} */
              role: 'admin' | 'normal';
              score: number;
              socialLinks: {
                isPublic: boolean;
                name: string;
                url: string;
              }[];
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (('body_was_wrong' | "Invalid 'address' parameter") | string)[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `token_is_empty`, `invalid_token`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "token_is_empty"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('token_is_empty' | 'invalid_token')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `can_not_find_user`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "can_not_find_user"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'can_not_find_user'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
  postVerifyLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address: string;
          sign: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              access_token: string;
              user: {
                address: string;
                avatar: {
                  /** @enum {string} */
                  type: 'normal' | 'nft';
                  url: string;
                } | null;
                bio: string | null;
                createdAt: string;
                displayName: string | null;
                donateReceived: number;
                followersCount: number;
                followingCount: number;
                id: string;
                isFollowed?: boolean;
                /** @enum {string} */
                language: 'en' | 'zh' | 'ko' | 'ja' | 'ru' | 'vi';
                lastEnergy: number;
                lastResetEnergy: string;
                level: number;
                /** @enum {string} */
                levelName:
                  | 'NEWBIE'
                  | 'JUNIOR_MEMBER'
                  | 'MEMBER'
                  | 'FULL_MEMBER'
                  | 'SENIOR_MEMBER'
                  | 'PROFESSIONAL'
                  | 'HERO'
                  | 'LEGEND'
                  | 'IMMORTAL';
                maxEnergy: number;
                nextLevelScore: number;
                reviewEnergy: number;
                reviewsCount: number;
                /** @enum {string} */
                role: 'admin' | 'normal';
                score: number;
                socialLinks: {
                  isPublic: boolean;
                  name: string;
                  url: string;
                }[];
                voteEnergy: number;
              };
            };
          };
        };
      };
      /** @description The input is invalid. `message` holds a catalogue code per problem, or `<field>_invalid` / `<field>_too_short` / `<field>_too_long` for a field the schema refuses. Codes: `body_was_wrong`, `Invalid 'address' parameter`, `invalid_signature`, and field codes (`<field>_invalid`, `<field>_too_short`, `<field>_too_long`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 400,
           *       "error": "Bad Request",
           *       "message": [
           *         "body_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: (
              ('body_was_wrong' | "Invalid 'address' parameter" | 'invalid_signature') | string
            )[];
          };
        };
      };
      /** @description No bearer token, or one that is not (or no longer) valid: sign in again. Codes: `confirm_code_not_valid`, `invalid_signature`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 401,
           *       "error": "Unauthorized",
           *       "message": [
           *         "confirm_code_not_valid"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: ('confirm_code_not_valid' | 'invalid_signature')[];
          };
        };
      };
      /** @description Signed in, but not allowed to do this. Codes: `user_is_blocked`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 403,
           *       "error": "Forbidden",
           *       "message": [
           *         "user_is_blocked"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'user_is_blocked'[];
          };
        };
      };
      /** @description The body or file is too large. Codes: `file_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 413,
           *       "error": "Payload Too Large",
           *       "message": [
           *         "file_too_large"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'file_too_large'[];
          };
        };
      };
      /** @description Rate limit reached: wait for the `retry-after` seconds. Codes: `limit_rate`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 429,
           *       "error": "Too Many Requests",
           *       "message": [
           *         "limit_rate"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'limit_rate'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
      /** @description The server is out of disk space; nothing was written. Codes: `insufficient_storage`. */
      507: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 507,
           *       "error": "Insufficient Storage",
           *       "message": [
           *         "insufficient_storage"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'insufficient_storage'[];
          };
        };
      };
    };
  };
  getEmbedBadgeByFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The project's numeric id and the extension: `12.html` */
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description What the path names does not exist, or is not public. Codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 404,
           *       "error": "Not Found",
           *       "message": [
           *         "not_found"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'not_found'[];
          };
        };
      };
      /** @description An unexpected error; the request id is in the server log. Codes: `something_was_wrong`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 500,
           *       "error": "Internal Server Error",
           *       "message": [
           *         "something_was_wrong"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'something_was_wrong'[];
          };
        };
      };
      /** @description A dependency (the database) cannot answer now: retry after `retry-after`. Codes: `service_unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "statusCode": 503,
           *       "error": "Service Unavailable",
           *       "message": [
           *         "service_unavailable"
           *       ]
           *     }
           */
          'application/json': components['schemas']['ErrorEnvelope'] & {
            message?: 'service_unavailable'[];
          };
        };
      };
    };
  };
}
